import { Plus } from '~/app/ui/icons';
import { useId, useState } from 'react';
import { collectionName, READING_LIST_LIMITS } from '~/core/reading-lists';
import { Button } from '~/app/ui/button';
import { addCollection } from './store';

/**
 * A new collection's name (and, in the dialog, description): Create stays disabled until the name
 * has something besides spaces; Enter creates too; the name is stored trimmed.
 */
export function NewCollectionForm({
  onCreated,
  withDescription = false,
}: {
  onCreated: (id: string) => void;
  withDescription?: boolean;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [full, setFull] = useState(false);
  const nameId = useId();
  const descriptionId = useId();
  const valid = collectionName(name) !== null;

  const create = () => {
    if (!valid) return;
    const created = addCollection({ name, description });
    if (!created) {
      setFull(true);
      return;
    }
    setName('');
    setDescription('');
    onCreated(created.id);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={nameId} className="text-sm font-semibold">
        Collection name
      </label>
      <div className="flex gap-2">
        <input
          id={nameId}
          value={name}
          maxLength={READING_LIST_LIMITS.nameLength}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              create();
            }
          }}
          placeholder="e.g. Due diligence"
          className="h-11 w-full rounded-md border border-input bg-card px-3 text-sm placeholder:text-muted-foreground md:h-10"
        />
        {!withDescription && (
          <Button variant="outline" className="h-11 md:h-10" disabled={!valid} onClick={create}>
            <Plus aria-hidden="true" />
            Create
          </Button>
        )}
      </div>
      {withDescription && (
        <>
          <label htmlFor={descriptionId} className="text-sm font-semibold">
            Description <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <input
            id={descriptionId}
            value={description}
            maxLength={READING_LIST_LIMITS.descriptionLength}
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                create();
              }
            }}
            className="h-11 w-full rounded-md border border-input bg-card px-3 text-sm md:h-10"
          />
          <Button variant="sage" className="mt-2 self-end" disabled={!valid} onClick={create}>
            Create Collection
          </Button>
        </>
      )}
      {full && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          You have {READING_LIST_LIMITS.collections} collections, the most this browser keeps. Delete one to add another.
        </p>
      )}
    </div>
  );
}

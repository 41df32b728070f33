import type { IconComponent } from '~/app/ui/icons';
import { cn } from '~/app/ui/cn';

export interface FeatureCard {
  icon: IconComponent;
  title: string;
  text: string;
}

/** The landing pages' cards of what a reader gets: an icon, a title and a sentence each. */
export function FeatureCards({ cards, className }: { cards: readonly FeatureCard[]; className?: string }) {
  return (
    <ul className={cn('grid gap-5', className)}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="card flex flex-col gap-2 p-6">
          <Icon className="size-6 text-primary" aria-hidden="true" />
          <h3 className="font-serif text-lg font-bold">{title}</h3>
          <p className="text-sm text-soft-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}

import { editionSize } from './edition';

export const subscriberCount = () => 1;
export const perEdition = () => editionSize();

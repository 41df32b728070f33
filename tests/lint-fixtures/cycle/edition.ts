import { subscriberCount } from './subscriber';

export const editionSize = () => subscriberCount() * 2;

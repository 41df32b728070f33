/**
 * The senior living operators the Trends edition counts mentions of: the largest U.S. operators by
 * units (the industry's annual rankings), with the names stories use for them. Only distinctive names
 * are listed: "Sunrise" or "Benchmark" alone are ordinary words, so those operators are recognised by
 * their full names. The REITs are core/companies.ts's TRACKED_COMPANIES.
 */
export interface SeniorLivingOperator {
  name: string;
  /** Names a story uses for the operator (case-insensitive, whole words). */
  names: readonly string[];
}

export const SENIOR_LIVING_OPERATORS: readonly SeniorLivingOperator[] = [
  { name: 'Brookdale Senior Living', names: ['Brookdale'] },
  { name: 'Sunrise Senior Living', names: ['Sunrise Senior Living'] },
  { name: 'Atria Senior Living', names: ['Atria Senior Living', 'Atria'] },
  { name: 'Holiday Retirement', names: ['Holiday Retirement'] },
  { name: 'LCS (Life Care Services)', names: ['Life Care Services', 'LCS'] },
  { name: 'Erickson Senior Living', names: ['Erickson Senior Living', 'Erickson Living'] },
  { name: 'Sonida Senior Living', names: ['Sonida', 'Capital Senior Living'] },
  { name: 'Discovery Senior Living', names: ['Discovery Senior Living'] },
  { name: 'Benchmark Senior Living', names: ['Benchmark Senior Living'] },
  { name: 'Senior Lifestyle', names: ['Senior Lifestyle Corporation', 'Senior Lifestyle'] },
  { name: 'Watermark Retirement Communities', names: ['Watermark Retirement'] },
  { name: 'Belmont Village', names: ['Belmont Village'] },
  { name: 'Merrill Gardens', names: ['Merrill Gardens'] },
  { name: 'Kisco Senior Living', names: ['Kisco'] },
  { name: 'Brightview Senior Living', names: ['Brightview Senior Living'] },
  { name: 'Frontier Management', names: ['Frontier Management', 'Frontier Senior Living'] },
  { name: 'Integral Senior Living', names: ['Integral Senior Living'] },
  { name: 'Sagora Senior Living', names: ['Sagora'] },
  { name: 'Civitas Senior Living', names: ['Civitas Senior Living'] },
  { name: 'Solera Senior Living', names: ['Solera Senior Living'] },
  { name: 'Commonwealth Senior Living', names: ['Commonwealth Senior Living'] },
  { name: 'Charter Senior Living', names: ['Charter Senior Living'] },
  { name: 'Anthem Memory Care', names: ['Anthem Memory Care'] },
  { name: 'Silverado', names: ['Silverado'] },
  { name: 'Oakmont Senior Living', names: ['Oakmont Senior Living'] },
  { name: 'Pacifica Senior Living', names: ['Pacifica Senior Living'] },
  { name: 'Enlivant', names: ['Enlivant'] },
  { name: 'Aegis Living', names: ['Aegis Living'] },
  { name: 'Morning Pointe', names: ['Morning Pointe'] },
  { name: 'Cogir Senior Living', names: ['Cogir'] },
] as const;

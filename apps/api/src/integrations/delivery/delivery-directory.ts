export type DeliveryPointKind = 'branch' | 'postomat';

export interface DeliveryCity {
  ref: string;
  nameUa: string;
  nameRu: string;
  regionUa: string;
  regionRu: string;
  population: number;
}

export interface DeliveryPoint {
  ref: string;
  cityRef: string;
  kind: DeliveryPointKind;
  number: number;
  nameUa: string;
  nameRu: string;
  addressUa: string;
  addressRu: string;
  maxWeightKg: number;
  scheduleUa: string;
  scheduleRu: string;
}

export interface DeliveryDirectory {
  /** cities whose ua or ru name starts with / contains the query (case-insensitive, apostrophe variants ʼ ' ’ treated alike, ukrainian/russian letters), best matches first (prefix matches, then larger population); empty query -> the largest cities; at most `limit` (default 20) */
  searchCities(query: string, limit?: number): Promise<DeliveryCity[]>;
  getCity(ref: string): Promise<DeliveryCity | null>;
  /** points of that kind in the city, ordered by number; optional query filters by number ("12" matches №12 exactly first) or by address/name substring; at most `limit` (default 500) */
  listPoints(
    cityRef: string,
    kind: DeliveryPointKind,
    query?: string,
    limit?: number,
  ): Promise<DeliveryPoint[]>;
  getPoint(ref: string): Promise<DeliveryPoint | null>;
}

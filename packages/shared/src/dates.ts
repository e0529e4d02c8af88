/** Calendar helpers shared by the dashboard and reporting. */
export interface MonthYear {
  month: number; // 1-12
  year: number;
}

/** The month before `m`; January rolls back to December of the prior year. */
export function previousMonth(m: MonthYear): MonthYear {
  return m.month === 1 ? { month: 12, year: m.year - 1 } : { month: m.month - 1, year: m.year };
}

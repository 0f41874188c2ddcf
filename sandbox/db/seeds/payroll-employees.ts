/** The seeded employees of Aurora Oy and Birch Tmi, each with the contract and the tax card their situation needs. */


export interface SeedEmployee {
  customer_id: string;
  employee_id: string;
  employee_key: string;
  name: string;
  tax_identifier: string;
  iban: string | null;
  bic: string | null;
  contract: {
    contract_id: string;
    start_date: string;
    end_date: string | null;
    employment_type: 'monthly' | 'hourly';
    monthly_salary_cents: number | null;
    hourly_rate_cents: number | null;
    weekly_hours: number;
    pension_basis_points: number;
    employee_requested_minimum_basis_points: number | null;
    /** A paper card entered by hand: base, additional, ceiling; applied from the tax year's start. */
    paperCard?: { base: number; additional: number; ceilingCents: number };
  };
  /** Fetched from the authority before the seed's day. */
  fetchedCard?: boolean;
}

export const AURORA = 'cus_aurora';
export const BIRCH = 'cus_birch';

export const PAYROLL_SEED_EMPLOYEES: readonly SeedEmployee[] = [
  {
    customer_id: AURORA,
    employee_id: 'emp_aurora_aino',
    employee_key: 'E-1001',
    name: 'Aino Laakso',
    tax_identifier: '170385-142W',
    iban: 'FI2112345600000785',
    bic: 'NDEAFIHH',
    contract: {
      contract_id: 'ctr_aurora_aino',
      start_date: '2021-03-01',
      end_date: null,
      employment_type: 'monthly',
      monthly_salary_cents: 385_000,
      hourly_rate_cents: null,
      weekly_hours: 37.5,
      pension_basis_points: 730,
      employee_requested_minimum_basis_points: null,
    },
    fetchedCard: true,
  },
  {
    customer_id: AURORA,
    employee_id: 'emp_aurora_mikko',
    employee_key: 'E-1002',
    name: 'Mikko Salmi',
    tax_identifier: '040779-2378',
    iban: 'FI2757123400012345',
    bic: 'OKOYFIHH',
    contract: {
      contract_id: 'ctr_aurora_mikko',
      start_date: '2019-08-15',
      end_date: null,
      employment_type: 'monthly',
      monthly_salary_cents: 420_000,
      hourly_rate_cents: null,
      weekly_hours: 37.5,
      pension_basis_points: 730,
      employee_requested_minimum_basis_points: null,
      paperCard: { base: 2000, additional: 4000, ceilingCents: 4_000_000 },
    },
  },
  {
    customer_id: AURORA,
    employee_id: 'emp_aurora_liisa',
    employee_key: 'E-1003',
    name: 'Liisa Heikkinen',
    tax_identifier: '230998-318M',
    iban: 'FI6740060012345678',
    bic: 'ITELFIHH',
    contract: {
      contract_id: 'ctr_aurora_liisa',
      start_date: '2024-01-08',
      end_date: null,
      employment_type: 'hourly',
      monthly_salary_cents: null,
      hourly_rate_cents: 1_950,
      weekly_hours: 25,
      pension_basis_points: 730,
      employee_requested_minimum_basis_points: 3000,
    },
    fetchedCard: true,
  },
  {
    customer_id: AURORA,
    employee_id: 'emp_aurora_juha',
    employee_key: 'E-1004',
    name: 'Juha Rantanen',
    tax_identifier: '080690-951W',
    iban: 'FI6079912300004567',
    bic: 'HOLVFIHH',
    contract: {
      contract_id: 'ctr_aurora_juha',
      start_date: '2025-05-01',
      end_date: null,
      employment_type: 'hourly',
      monthly_salary_cents: null,
      hourly_rate_cents: 2_200,
      weekly_hours: 20,
      pension_basis_points: 730,
      employee_requested_minimum_basis_points: null,
    },
  },
  {
    customer_id: AURORA,
    employee_id: 'emp_aurora_sofia',
    employee_key: 'E-1005',
    name: 'Sofia Lind',
    tax_identifier: '150601A905Y',
    iban: null,
    bic: null,
    contract: {
      contract_id: 'ctr_aurora_sofia',
      start_date: '2025-09-01',
      end_date: null,
      employment_type: 'hourly',
      monthly_salary_cents: null,
      hourly_rate_cents: 1_780,
      weekly_hours: 30,
      pension_basis_points: 730,
      employee_requested_minimum_basis_points: null,
    },
  },
  {
    customer_id: AURORA,
    employee_id: 'emp_aurora_timo',
    employee_key: 'E-0998',
    name: 'Timo Virta',
    tax_identifier: '120362-115V',
    iban: 'FI7533123456789012',
    bic: 'ESSEFIHX',
    contract: {
      contract_id: 'ctr_aurora_timo',
      start_date: '2018-01-01',
      end_date: '2025-12-31',
      employment_type: 'monthly',
      monthly_salary_cents: 310_000,
      hourly_rate_cents: null,
      weekly_hours: 37.5,
      pension_basis_points: 865,
      employee_requested_minimum_basis_points: null,
      paperCard: { base: 2450, additional: 4450, ceilingCents: 3_500_000 },
    },
  },
  {
    customer_id: BIRCH,
    employee_id: 'emp_birch_kalle',
    employee_key: 'B-01',
    name: 'Kalle Koivu',
    tax_identifier: '111188-457D',
    iban: 'FI8447110000123456',
    bic: 'POPFFI22',
    contract: {
      contract_id: 'ctr_birch_kalle',
      start_date: '2023-04-01',
      end_date: null,
      employment_type: 'monthly',
      monthly_salary_cents: 290_000,
      hourly_rate_cents: null,
      weekly_hours: 37.5,
      pension_basis_points: 730,
      employee_requested_minimum_basis_points: null,
      paperCard: { base: 1500, additional: 3500, ceilingCents: 2_000_000 },
    },
  },
];

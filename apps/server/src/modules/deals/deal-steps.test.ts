import { describe, expect, it } from 'vitest';
import { contestMachine } from '../contests/contests-machine.ts';
import { contestSteps } from '../contests/contests-steps.ts';
import { projectMachine } from '../projects/projects-machine.ts';
import { projectSteps } from '../projects/projects-steps.ts';
import { taskMachine } from '../tasks/tasks-machine.ts';
import { taskSteps } from '../tasks/tasks-steps.ts';

/**
 * Each deal's steps and its transition table agree (decision 043): every transition a member takes is
 * offered by a step with a Chinese label, and the steps add no transition the table does not have.
 */
const memberTransitions = (
  machine: typeof taskMachine | typeof projectMachine | typeof contestMachine,
  members: string[],
) =>
  [
    ...new Set(
      machine.transitions.filter((t) => members.includes(t.actor)).map((t) => `${t.action}:${t.actor}`),
    ),
  ].sort();

describe('deal steps', () => {
  it('offer every member transition of the task table, with a label', () => {
    const offered = taskSteps.steps.flatMap((s) => (s.states ? [] : s.by.map((by) => `${s.action}:${by}`)));
    expect([...new Set(offered)].sort()).toEqual(memberTransitions(taskMachine, ['client', 'designer']));
    for (const s of taskSteps.steps) expect(s.label).toBeTruthy();
  });

  it('offer every member transition of the project table, with a label', () => {
    const actor = (by: string) => (by === 'winner' ? 'factory' : by);
    const offered = projectSteps.steps.flatMap((s) =>
      s.states ? [] : s.by.map((by) => `${s.action}:${actor(by)}`),
    );
    expect([...new Set(offered)].sort()).toEqual(memberTransitions(projectMachine, ['client', 'factory']));
  });

  it('offer every member transition of the contest table, with a label', () => {
    const offered = contestSteps.steps.flatMap((s) =>
      s.states ? [] : s.by.map((by) => `${s.action}:${by}`),
    );
    expect([...new Set(offered)].sort()).toEqual(memberTransitions(contestMachine, ['client', 'winner']));
    for (const s of contestSteps.steps) expect(s.label).toBeTruthy();
  });
});

describe('deal steps and the company role table', () => {
  it('name, for each side, a call that acts for the company (decision 056)', async () => {
    const { companyRoles } = await import('@hz/contract/company-roles');
    const { stepCall } = await import('./deal-steps.ts');
    const all = [
      ...taskSteps.steps.flatMap((s) => s.by.map((by) => stepCall(s, by))),
      ...projectSteps.steps.flatMap((s) => s.by.map((by) => stepCall(s, by))),
      ...contestSteps.steps.flatMap((s) => s.by.map((by) => stepCall(s, by))),
    ];
    for (const call of all) expect(companyRoles[call], call).not.toBe('self');
    expect(stepCall(projectSteps.steps.find((s) => s.action === 'sign')!, 'winner')).toBe(
      'Projectcenter/signfContract',
    );
  });

  it('offer a staff member only the steps their roles allow, and say who takes the 下一步', () => {
    const t = {
      status: 'confirmed',
      fee: 280000,
      dueAt: null,
      serviceId: null,
      cancelBy: '',
      rounds: 1,
      roundsUsed: 0,
      paidAt: null,
    } as never;
    const names = (held: Parameters<typeof taskSteps.view>[3]) =>
      taskSteps.view(t, 'client', { bps: 0 }, held).actions.map((a) => a.name);
    expect(names(null)).toContain('pay');
    expect(names(['admin'])).toEqual(names(null));
    expect(names(['finance'])).toContain('pay');
    expect(names(['finance'])).not.toContain('close');
    expect(names(['publish'])).not.toContain('pay');
    expect(names(['publish'])).toContain('close');
    expect(taskSteps.view(t, 'client', { bps: 0 }, ['publish']).next).toMatch(/需由公司「财务」操作/);
  });
});

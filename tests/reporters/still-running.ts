import type { ReportedHookContext, Reporter, TestCase, TestModule } from 'vitest/node';
import { collectReports, processSnapshot, removeReports, requestWorkerReports } from './hang-diagnosis.js';

/** How long the suite may go without a test or hook starting or ending before it says what is still running. */
const QUIET_MS = 5 * 60_000;

const fileOf = (entity: TestCase | ReportedHookContext['entity']) =>
  entity.type === 'module' ? entity.moduleId : entity.module.moduleId;

/**
 * No test fails by a clock, so a test or hook that waits for an event that never comes holds the run
 * until CI's own limit ends it, without a word. This reporter only speaks: when nothing has started or
 * ended for a while, it names every test and hook still running, again at each quiet spell, with what the
 * processes under the run are doing (waiting or spinning) and each test worker's stack and open handles.
 */
export default class StillRunningReporter implements Reporter {
  private readonly running = new Map<string, string>();
  private lastChange = Date.now();
  private timer: NodeJS.Timeout | undefined;

  onTestRunStart() {
    this.timer = setInterval(() => this.report(), QUIET_MS / 5);
    this.timer.unref();
  }

  onTestRunEnd() {
    clearInterval(this.timer);
    removeReports();
  }

  onTestModuleQueued(module: TestModule) {
    this.change();
    this.running.set(`module ${module.moduleId}`, `${this.relative(module.moduleId)}: loading`);
  }

  onTestModuleCollected(module: TestModule) {
    this.change();
    this.running.delete(`module ${module.moduleId}`);
  }

  onTestCaseReady(test: TestCase) {
    this.change();
    this.running.set(test.id, `${this.relative(fileOf(test))} > ${test.fullName}`);
  }

  onTestCaseResult(test: TestCase) {
    this.change();
    this.running.delete(test.id);
  }

  onHookStart(hook: ReportedHookContext) {
    this.change();
    this.running.set(`${hook.name} ${hook.entity.id}`, `${this.relative(fileOf(hook.entity))}: ${hook.name}`);
  }

  onHookEnd(hook: ReportedHookContext) {
    this.change();
    this.running.delete(`${hook.name} ${hook.entity.id}`);
  }

  private change() {
    this.lastChange = Date.now();
  }

  private relative(file: string) {
    return file.startsWith(process.cwd()) ? file.slice(process.cwd().length + 1) : file;
  }

  private report() {
    const quietFor = Date.now() - this.lastChange;
    if (quietFor < QUIET_MS || this.running.size === 0) return;
    const lines = [...this.running.values()].map((name) => `  - ${name}`);
    process.stderr.write(
      `\nNothing started or ended for ${Math.round(quietFor / 60_000)} min; still running:\n${lines.join('\n')}\n` +
        `Processes:\n${processSnapshot().join('\n')}\n`,
    );
    this.lastChange = Date.now();
    requestWorkerReports();
    // A worker writes its report once its main thread takes the interrupt: read them a little later.
    setTimeout(() => {
      const reports = collectReports();
      if (reports.length > 0) process.stderr.write(`Test workers:\n${reports.join('\n')}\n`);
    }, 5_000).unref();
  }
}

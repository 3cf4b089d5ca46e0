// The compile broker and the tier policy without a JIT: the queue's order and stale drops, the
// synchronous and background modes, refusals, OSR publication and the PrintCompilation line,
// with a stand-in compile function (runtime/compiler/compile_broker.hpp). Expected lines come
// from java 17 -XX:+PrintCompilation -XX:TieredStopAtLevel=1 on the same methods.
#include <catch2/catch.hpp>

#include <atomic>
#include <cstring>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "runtime/compiler/compile_broker.hpp"
#include "runtime/compiler/compile_queue.hpp"
#include "runtime/compiler/tier_policy.hpp"
#include "runtime/java_calls.hpp"
#include "runtime/oops/klass.hpp"

using namespace jvmlab;
using namespace jvmlab::compiler;

namespace {

// A linked class "Loop" with bytecode methods of the given sizes (no code runs).
struct FakeClass {
  Klass klass;
  std::vector<std::unique_ptr<classfile::MethodInfo>> infos;

  explicit FakeClass(const char* name = "Loop") {
    klass.name = name;
    klass.init_state.store(InitState::Initialized);
  }
  Method* add(const char* name, size_t code_bytes, uint16_t access = classfile::acc::STATIC, bool handlers = false) {
    auto m = std::make_unique<Method>();
    m->holder = &klass;
    m->name = name;
    m->descriptor = "(I)I";
    m->access = access;
    m->code.assign(code_bytes, 0);
    auto info = std::make_unique<classfile::MethodInfo>();
    info->code.emplace();
    info->code->code = m->code;
    if (handlers) info->code->exception_table.push_back({0, 1, 1, 0});
    m->info = info.get();
    m->entry.store(interpreter_entry);
    infos.push_back(std::move(info));
    klass.methods.push_back(std::move(m));
    return klass.methods.back().get();
  }
};

Slot fake_compiled(JavaThread*, Method*, Slot*) { return 42; }

std::atomic<int> g_calls{0};
std::atomic<int> g_refuse_bytes{-1};  // methods of this code size are refused

int32_t fake_compile(const jit::CompileRequest* req, jit::CompileResult* res) {
  g_calls++;
  if (req->version != jit::kJitInterfaceVersion || req->size != sizeof *req) return 0;
  if (int(req->method->code.size()) == g_refuse_bytes.load()) {
    std::strcpy(res->failure, "not yet supported: iconst_0");
    return 0;
  }
  res->entry = fake_compiled;
  res->code_bytes = 100;
  res->ir_ns = 1000;
  res->codegen_ns = 2000;
  return 1;
}

std::atomic<bool> g_hold{false};     // held_compile waits while set
std::atomic<bool> g_holding{false};  // ... and says that it does
int32_t held_compile(const jit::CompileRequest* req, jit::CompileResult* res) {
  g_holding = true;
  while (g_hold.load()) std::this_thread::yield();
  g_holding = false;
  return fake_compile(req, res);
}

TierConfig test_config(bool background) {
  TierConfig c;
  c.background = background;
  c.compiler_count = 2;
  return c;
}

}  // namespace

TEST_CASE("compile queue: hottest first, blocking before all, ties in submission order", "[compiler]") {
  FakeClass c;
  Method* cold = c.add("cold", 5);
  Method* hot = c.add("hot", 5);
  Method* warm = c.add("warm", 5);
  Method* waited = c.add("waited", 5);
  cold->invocation_count = 10;
  hot->invocation_count = 300;
  hot->backedge_count = 5000;
  warm->invocation_count = 250;
  waited->invocation_count = 1;
  CompileTask t_cold{cold}, t_hot{hot}, t_warm{warm}, t_wait{waited};
  t_wait.blocking = true;
  CompileTask t_tie{c.add("tie", 5)};
  t_tie.method->invocation_count = 10;  // as hot as `cold`, queued after it
  CompileQueue q;
  for (CompileTask* t : {&t_cold, &t_hot, &t_warm, &t_wait, &t_tie}) q.add(t);
  std::vector<CompileTask*> dropped;
  CHECK(q.select(nullptr, &dropped) == &t_wait);
  CHECK(q.select(nullptr, &dropped) == &t_hot);
  // The order is decided when a task is taken: `cold` got hotter while it waited.
  cold->invocation_count = 260;
  CHECK(q.select(nullptr, &dropped) == &t_cold);
  CHECK(q.select(nullptr, &dropped) == &t_warm);
  CHECK(q.select(nullptr, &dropped) == &t_tie);
  CHECK(q.select(nullptr, &dropped) == nullptr);
  CHECK(dropped.empty());
}

TEST_CASE("compile queue: an OSR task is as hot as its method's back-edges", "[compiler]") {
  FakeClass c;
  Method* calls = c.add("calls", 5);
  Method* loop = c.add("loop", 5);
  calls->invocation_count = 900;
  loop->invocation_count = 1000;  // not counted for its OSR task
  loop->backedge_count = 800;
  CompileTask t_calls{calls}, t_loop{loop, 12};
  CompileQueue q;
  q.add(&t_loop);
  q.add(&t_calls);
  std::vector<CompileTask*> dropped;
  CHECK(q.select(nullptr, &dropped) == &t_calls);
  CHECK(q.select(nullptr, &dropped) == &t_loop);
}

TEST_CASE("compile broker: stale tasks are dropped, not compiled", "[compiler]") {
  FakeClass c;
  FakeClass broken("Broken");
  broken.klass.init_state.store(InitState::Erroneous);
  Method* compiled = c.add("compiled", 5);
  Method* refused = c.add("refused", 6);
  Method* erroneous = broken.add("m", 7);
  Method* fresh = c.add("fresh", 8);
  compiled->entry.store(fake_compiled);  // compiled meanwhile
  refused->compile_state.fetch_or(kNotCompilable);
  CompileBroker b(test_config(true), fake_compile);
  std::vector<std::string> lines;
  b.set_printer([&](const std::string& l) { lines.push_back(l); });
  g_calls = 0;
  // Queued by hand as if the state changed while they waited: submit() itself refuses `refused`.
  CHECK_FALSE(b.submit(nullptr, refused, kInvocationEntryBci, false));
  CHECK(b.submit(nullptr, erroneous, kInvocationEntryBci, false));
  CHECK(b.submit(nullptr, compiled, kInvocationEntryBci, false));
  CHECK(b.submit(nullptr, fresh, kInvocationEntryBci, true));
  b.wait_idle();
  CHECK(g_calls == 1);  // only `fresh`
  CHECK(fresh->entry.load() == fake_compiled);
  CHECK(compiled->compile_state.load() == 0);  // the queued bit is cleared when dropped
  CHECK(erroneous->entry.load() == interpreter_entry);
  REQUIRE(b.records().size() == 1);
  CHECK(b.records()[0].method == fresh);
}

TEST_CASE("compile broker: a blocking request returns with the entry published; threads start lazily",
          "[compiler]") {
  FakeClass c;
  Method* m = c.add("work", 23);
  CompileBroker b(test_config(false), fake_compile);
  std::vector<std::string> lines;
  b.set_printer([&](const std::string& l) { lines.push_back(l); });
  CHECK(b.thread_count() == 0);  // nothing before the first request
  CHECK(b.submit(nullptr, m, kInvocationEntryBci, true));
  CHECK(m->entry.load() == fake_compiled);  // no wait needed: published before submit returned
  CHECK(b.thread_count() == 2);             // CICompilerCount
  CHECK(b.queue_length() == 0);
  // Compiled: a second request is dropped as stale, the library is not called again.
  const int calls = g_calls;
  b.submit(nullptr, m, kInvocationEntryBci, true);
  CHECK(g_calls == calls);
  CHECK(b.records().size() == 1);
  CHECK(b.records()[0].compiled);
  CHECK(b.records()[0].code_bytes == 100);
}

TEST_CASE("compile broker: a refused method is marked and never requested again", "[compiler]") {
  FakeClass c;
  Method* m = c.add("work", 23);
  TierConfig config = test_config(false);
  config.print_compilation = true;
  CompileBroker b(config, fake_compile);
  std::vector<std::string> lines;
  b.set_printer([&](const std::string& l) { lines.push_back(l); });
  g_refuse_bytes = 23;
  g_calls = 0;
  CHECK(b.submit(nullptr, m, kInvocationEntryBci, true));
  g_refuse_bytes = -1;
  CHECK(m->entry.load() == interpreter_entry);
  CHECK((m->compile_state.load() & kNotCompilable) != 0);
  CHECK_FALSE(b.submit(nullptr, m, kInvocationEntryBci, true));
  CHECK_FALSE(b.submit(nullptr, m, 5, true));  // no OSR of a refused method either
  CHECK(g_calls == 1);
  REQUIRE(lines.size() == 2);  // the start line, then the skip
  CHECK(lines[0].substr(lines[0].find(' ')) == "    1    b  1       Loop::work (23 bytes)");
  CHECK(lines[1].substr(lines[1].find(' ')) ==
        "    1    b  1       Loop::work (23 bytes)   COMPILE SKIPPED: not yet supported: iconst_0");
}

TEST_CASE("compile broker: background requests, OSR entries in the method's table", "[compiler]") {
  FakeClass c;
  Method* m = c.add("main", 90, classfile::acc::STATIC, true);
  CompileBroker b(test_config(true), held_compile);
  b.set_printer([](const std::string&) {});
  g_hold = true;  // the first task stays in the compiler while the second request comes
  CHECK(b.submit(nullptr, m, 50, false));
  while (!g_holding.load()) std::this_thread::yield();
  CHECK_FALSE(b.submit(nullptr, m, 50, false));  // one OSR task per method at a time
  g_hold = false;
  b.wait_idle();
  CHECK(m->osr_entry_at(50) == fake_compiled);
  CHECK(m->osr_entry_at(12) == nullptr);
  CHECK(m->entry.load() == interpreter_entry);  // OSR leaves the standard entry alone
  CHECK(b.submit(nullptr, m, 12, false));
  b.wait_idle();
  CHECK(m->osr_entry_at(12) == fake_compiled);
  CHECK(m->osr_entry_at(50) == fake_compiled);
  // Submitted again after it exists: dropped as stale, never compiled twice.
  b.submit(nullptr, m, 50, false);
  b.wait_idle();
  CHECK(b.records().size() == 2);
}

TEST_CASE("compile broker: a missing library makes every request fail and stops accepting", "[compiler]") {
  FakeClass c;
  Method* m = c.add("work", 23);
  TierConfig config = test_config(false);
  config.library_path = "/nonexistent/libjvmlab_jit.so";
  CompileBroker b(config);
  b.set_printer([](const std::string&) {});
  CHECK(b.available());
  CHECK(b.submit(nullptr, m, kInvocationEntryBci, true));  // returns: the task failed
  CHECK_FALSE(b.available());
  CHECK(m->entry.load() == interpreter_entry);
  CHECK_FALSE(b.submit(nullptr, m, kInvocationEntryBci, true));
}

TEST_CASE("compile broker: PrintCompilation lines in HotSpot's layout", "[compiler]") {
  FakeClass c;
  Method* work = c.add("work", 23);
  Method* sync = c.add("sync", 4, classfile::acc::STATIC | classfile::acc::SYNCHRONIZED);
  Method* main = c.add("main", 90, classfile::acc::STATIC, true);
  // java 17 -XX:+PrintCompilation -XX:TieredStopAtLevel=1 on a class Loop with these methods
  CHECK(CompileBroker::print_line(469, 5, work, kInvocationEntryBci, false, 1, "") ==
        "469    5       1       Loop::work (23 bytes)");
  CHECK(CompileBroker::print_line(470, 6, sync, kInvocationEntryBci, false, 1, "") ==
        "470    6  s    1       Loop::sync (4 bytes)");
  CHECK(CompileBroker::print_line(470, 7, main, 50, false, 1, "") == "470    7 % !   1       Loop::main @ 50 (90 bytes)");
  CHECK(CompileBroker::print_line(697, 8, work, kInvocationEntryBci, false, 2, "made not entrant") ==
        "697    8       2       Loop::work (23 bytes)   made not entrant");
}

TEST_CASE("compile broker: thread dumps see each compiler thread's task", "[compiler]") {
  FakeClass c;
  Method* m = c.add("main", 90, classfile::acc::STATIC, true);
  CompileBroker b(test_config(true), held_compile);
  CompilerThreadSnapshot snap[4];
  CHECK(b.snapshot_threads(snap, 4) == 0);  // no thread before the first request
  g_hold = true;
  REQUIRE(b.submit(nullptr, m, 50, false));
  while (!g_holding.load()) std::this_thread::yield();
  int n = 0;
  while ((n = b.snapshot_threads(snap, 4)) < 2) std::this_thread::yield();  // both started
  CHECK(n == 2);
  int busy = 0;
  for (int i = 0; i < n; i++) {
    CHECK(snap[i].index == i);
    CHECK(snap[i].os_tid > 0);
    CHECK(snap[i].start_ns > 0);
    if (snap[i].task[0] == 0) continue;
    busy++;
    // HotSpot's "Compiling: " text: CompileTask::print without the time stamp.
    CHECK(std::string(snap[i].task) == "   1 % !   1       Loop::main @ 50 (90 bytes)");
  }
  CHECK(busy == 1);
  CHECK(b.snapshot_threads(snap, 1) == 1);  // no more than asked for
  g_hold = false;
  b.wait_idle();
  REQUIRE(b.snapshot_threads(snap, 4) == 2);
  CHECK(snap[0].task[0] == 0);
  CHECK(snap[1].task[0] == 0);
}

TEST_CASE("tier policy: HotSpot's tier-3 predicates and the notify masks", "[compiler]") {
  TierConfig c;  // 200 / 100 / 2000 / 60000
  CHECK_FALSE(call_predicate(c, 199, 0));
  CHECK(call_predicate(c, 200, 0));
  CHECK_FALSE(call_predicate(c, 99, 5000));   // below the minimum invocations
  CHECK(call_predicate(c, 100, 1900));        // i + b reaches Tier3CompileThreshold
  CHECK_FALSE(call_predicate(c, 100, 1899));
  CHECK_FALSE(loop_predicate(c, 59999));
  CHECK(loop_predicate(c, 60000));
  CHECK(notify_mask(200, 7) == 127);   // every 128 calls
  CHECK(notify_mask(60000, 10) == 1023);
  CHECK(notify_mask(3, 7) == 1);       // tiny thresholds: every other call
  CHECK(notify_mask(16, 10) == 15);
  CHECK(notify_mask(1, 7) == 0);       // every call
  CHECK(notify_mask(0, 7) == 0);
}

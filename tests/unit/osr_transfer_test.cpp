// The interpreter's side of on-stack replacement (runtime/compiler/jit_interface.hpp's OSR
// convention) with a stand-in OSR entry written in C++ for the loop of OsrLoops.count (tests/unit/data):
// at a back-edge notify point the interpreter pops its frame and calls the entry with the locals
// in place, then finishes as the method's return or exception would. No JIT library is needed.
#include <catch2/catch.hpp>

#include <atomic>

#include "runtime/compiler/tier_policy.hpp"
#include "runtime/exceptions/exceptions.hpp"
#include "runtime/java_calls.hpp"
#include "test_vm.hpp"

using namespace jvmlab;
using test::vm_thread;

namespace {

std::atomic<int> g_osr_calls{0};
std::atomic<bool> g_osr_throws{false};

// count(n)'s loop from its header on: locals n, s, i; the header is the body (s += i), entered
// after `i < n` held. Checks the convention: the locals at the top of the used stack.
Slot count_from_header(JavaThread* t, Method* m, Slot* locals) {
  g_osr_calls++;
  if (t->stack_top != locals + m->max_locals) return throw_new(t, "java/lang/InternalError", "stack_top");
  if (g_osr_throws) return throw_new(t, "java/lang/IllegalStateException", "from the OSR entry");
  const int32_t n = slot_int(locals[0]);
  uint32_t s = uint32_t(slot_int(locals[1]));  // wraps as Java's int addition does
  int32_t i = slot_int(locals[2]);
  do {
    s += uint32_t(i);
    i++;
  } while (i < n);
  return int_slot(int32_t(s));
}

Method* osr_method(const char* name) {
  JavaThread* t = vm_thread();
  Klass* k = find_class(t, "OsrLoops");
  REQUIRE(k != nullptr);
  REQUIRE(initialize_class(t, k));
  Method* m = k->find_declared_method(name, "(I)I");
  REQUIRE(m != nullptr);
  return m;
}

// Installs the stand-in at every bci of `m` (the interpreter asks only at loop headers).
void install_everywhere(Method* m) {
  if (m->osr_entries.load() != nullptr) return;
  for (int bci = 0; bci < int(m->code.size()); bci++)
    m->osr_entries.store(new OsrEntry{bci, count_from_header, m->osr_entries.load()});
}

int32_t call_int(const char* name, int32_t n) {
  JavaThread* t = vm_thread();
  Slot arg = int_slot(n);
  const Slot r = call_java(t, osr_method(name), &arg, 1);
  if (t->has_pending_exception()) {
    const std::string what = t->pending_exception->klass->name;
    t->pending_exception = nullptr;
    FAIL("exception " << what);
  }
  return slot_int(r);
}

// What the Java loop computes: int addition wraps (JLS §15.18.2), so sum in uint32_t, where C++
// wraps too, instead of overflowing a signed int (undefined behaviour UBSan reports).
int32_t expected_count(int32_t n) {
  uint32_t s = 0;
  for (int32_t i = 0; i < n; i++) s += uint32_t(i);
  return int32_t(s);
}

}  // namespace

TEST_CASE("OSR: a long loop transfers to the OSR entry of its header, from every kind of frame", "[compiler]") {
  install_everywhere(osr_method("count"));
  g_osr_throws = false;
  SECTION("entry frame") {
    const int before = g_osr_calls;
    CHECK(call_int("count", 100000) == expected_count(100000));
    CHECK(g_osr_calls == before + 1);
  }
  SECTION("interpreted caller: the result lands on its operand stack") {
    const int before = g_osr_calls;
    CHECK(call_int("viaCaller", 50000) == expected_count(50000) + 1);
    CHECK(g_osr_calls == before + 1);
  }
  SECTION("a short loop never reaches a notify point") {
    const int before = g_osr_calls;
    CHECK(call_int("count", 10) == expected_count(10));
    CHECK(g_osr_calls == before);
  }
  SECTION("an exception from the OSR entry is the method's: the caller's handler catches it") {
    g_osr_throws = true;
    const int before = g_osr_calls;
    CHECK(call_int("caught", 100000) == -7);
    CHECK(g_osr_calls == before + 1);
    g_osr_throws = false;
  }
}

TEST_CASE("OSR: never in a frame that may hold a monitor", "[compiler]") {
  Method* m = osr_method("locked");
  install_everywhere(m);
  const int before = g_osr_calls;
  CHECK(call_int("locked", 100000) == expected_count(100000));
  CHECK(g_osr_calls == before);
}

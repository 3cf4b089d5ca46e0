// The runtime-stub table (runtime/runtime_stubs.hpp): its contents and version checks, and a
// library built apart (tests/unit/stub_probe/, a MODULE not linked to the VM) that dlopen sees
// the VM's colour globals and poll word through the table, while its own header-inline copies
// of the same globals do not follow the VM: the reason the table exists.
//
// The [stub_probe] cases are hidden from the default run ([.]): they change the barrier colours
// (inside a safepoint of their own, with no collector in the process), so ctest runs them alone
// in a fresh process (`jvmlab_unit_tests [stub_probe]`, test unit_stub_probe).
#include <catch2/catch.hpp>

#include <dlfcn.h>

#include <string>

#include "gc/barrier.hpp"
#include "gc/collector.hpp"
#include "runtime/runtime_stubs.hpp"
#include "runtime/threads/safepoint.hpp"
#include "test_vm.hpp"

using namespace jvmlab;

namespace {

/// The probe library, loaded once through the VM's loader (which runs its init with the table).
void* probe() {
  static void* handle = [] {
    std::string error;
    void* h = load_runtime_library(JVMLAB_STUB_PROBE_PATH, &error);
    INFO(error);
    REQUIRE(h != nullptr);
    return h;
  }();
  return handle;
}

template <typename Fn>
Fn probe_fn(const char* name) {
  void* f = dlsym(probe(), name);
  INFO(name);
  REQUIRE(f != nullptr);
  return reinterpret_cast<Fn>(f);
}

/// No threads to stop: the test's own safepoints (the process has no other Java thread).
void no_threads(void (*)(JavaThread*, void*), void*) {}

}  // namespace

TEST_CASE("runtime stubs: the table holds the VM's globals, layout and slow paths", "[runtime_stubs]") {
  const RuntimeStubs& s = runtime_stubs();
  CHECK(&s == &runtime_stubs());
  CHECK(s.version == kRuntimeStubsVersion);
  CHECK(s.size == sizeof(RuntimeStubs));
  CHECK(s.layout == kRuntimeLayout);
  CHECK(s.good_color == reinterpret_cast<const gc::zpointer*>(&gc::g_good_color));
  CHECK(s.bad_mask == reinterpret_cast<const gc::zpointer*>(&gc::g_bad_mask));
  CHECK(s.safepoint_poll == reinterpret_cast<const uint8_t*>(&safepoint::g_poll));
  CHECK(*s.good_color == gc::good_color());
  CHECK(*s.bad_mask == gc::bad_mask());
  // Every slow path is filled.
  const void* const* first = reinterpret_cast<const void* const*>(&s.load_barrier_slow);
  const void* const* last = reinterpret_cast<const void* const*>(&s.new_multi_array);
  for (const void* const* p = first; p <= last; p++) CHECK(*p != nullptr);

  SECTION("a library checks version, size and layout") {
    CHECK(check_runtime_stubs(&s) == RuntimeStubsCheck::Compatible);
    CHECK(check_runtime_stubs(nullptr) == RuntimeStubsCheck::NullTable);
    RuntimeStubs other = s;
    other.version++;
    CHECK(check_runtime_stubs(&other) == RuntimeStubsCheck::VersionMismatch);
    other = s;
    other.size -= 8;
    CHECK(check_runtime_stubs(&other) == RuntimeStubsCheck::SizeMismatch);
    other = s;
    other.layout.thread_pending_exception += 8;
    CHECK(check_runtime_stubs(&other) == RuntimeStubsCheck::LayoutMismatch);
  }

  SECTION("loading a missing library reports dlopen's error") {
    std::string error;
    CHECK(load_runtime_library("/nonexistent/libjvmlab_jit.so", &error) == nullptr);
    CHECK(error.find("/nonexistent/libjvmlab_jit.so") != std::string::npos);
  }

  SECTION("the probe library accepts the table and refuses a mismatched one") {
    auto init = probe_fn<int (*)(const RuntimeStubs*)>(kLibraryInitSymbol);
    RuntimeStubs other = s;
    other.version = kRuntimeStubsVersion + 1;
    CHECK(init(&other) == int(RuntimeStubsCheck::VersionMismatch));
    CHECK(init(&s) == 0);  // and keeps the VM's table
  }
}

TEST_CASE("runtime stubs: a dlopen'ed library reads the VM's colours and poll word through the table",
          "[.][stub_probe]") {
  // Changing the colours is only safe with no collector that could be marking meanwhile.
  REQUIRE(gc::g_collector == nullptr);
  auto good_color = probe_fn<uint64_t (*)()>("probe_good_color");
  auto bad_mask = probe_fn<uint64_t (*)()>("probe_bad_mask");
  auto poll = probe_fn<int (*)()>("probe_poll");
  auto load_ref = probe_fn<uintptr_t (*)(JavaThread*, gc::zpointer*)>("probe_load_ref");
  auto header_good_color = probe_fn<uint64_t (*)()>("probe_header_good_color");
  auto header_poll = probe_fn<int (*)()>("probe_header_poll");
  auto header_set_good_color = probe_fn<void (*)(uint64_t)>("probe_header_set_good_color");

  const gc::zpointer saved_good = gc::g_good_color.load();
  const gc::zpointer saved_bad = gc::g_bad_mask.load();
  CHECK(good_color() == saved_good);
  CHECK(bad_mask() == saved_bad);
  CHECK(poll() == 0);

  // A pause of our own (no threads to stop): begin() arms the poll word as for the collector,
  // and inside it the colours change as Pause Mark Start changes them (good = Marked0).
  safepoint::VmSafepointer sp(no_threads);
  sp.begin("StubProbe");
  CHECK(safepoint::g_poll.load());
  CHECK(poll() == 1);         // the library sees the armed poll through the table
  CHECK(header_poll() == 0);  // its header copy of g_poll stays 0: it would never stop
  gc::g_good_color.store(gc::kMarked0);
  gc::g_bad_mask.store(gc::kMetadataBits & ~gc::kMarked0);
  CHECK(good_color() == gc::kMarked0);
  CHECK(bad_mask() == (gc::kMetadataBits & ~gc::kMarked0));
  // Measured here: the header-inline copy in the library still holds its initial colour,
  // Remapped (4), after the VM stored Marked0 (1); and a store into it leaves the VM's alone.
  CHECK(header_good_color() == gc::kRemapped);
  header_set_good_color(42);
  CHECK(gc::g_good_color.load() == gc::kMarked0);
  CHECK(header_good_color() == 42);
  header_set_good_color(gc::kRemapped);
  // A load barrier in the library: a good pointer is stripped without the slow path.
  gc::zpointer field = (gc::zpointer(0x12345678) << gc::kColorBits) | gc::kMarked0;
  CHECK(load_ref(nullptr, &field) == 0x12345678);
  gc::g_good_color.store(saved_good);
  gc::g_bad_mask.store(saved_bad);
  sp.end();
  CHECK(poll() == 0);
  CHECK(good_color() == saved_good);
}

TEST_CASE("runtime stubs: a dlopen'ed library calls a slow path through the table", "[.][stub_probe]") {
  JavaThread* t = test::vm_thread();
  auto throw_divide_by_zero = probe_fn<void (*)(JavaThread*)>("probe_throw_divide_by_zero");
  auto pending = probe_fn<void* (*)(JavaThread*)>("probe_pending_exception");
  auto block = probe_fn<void (*)(JavaThread*)>("probe_block");

  REQUIRE_FALSE(t->has_pending_exception());
  CHECK(pending(t) == nullptr);
  throw_divide_by_zero(t);
  REQUIRE(t->has_pending_exception());
  CHECK(t->pending_exception->klass->name == "java/lang/ArithmeticException");
  CHECK(pending(t) == t->pending_exception);  // the pinned offset reads the same field
  t->pending_exception = nullptr;
  // Blocking with no safepoint in progress returns at once, in the state it was called in.
  const ThreadState before = t->state.load();
  block(t);
  CHECK(t->state.load() == before);
}

// Test helper: the one VM a unit-test process may create (create_vm runs once per process),
// shared by every test that needs classes, objects or exceptions.
#pragma once

#include <catch2/catch.hpp>

#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::test {

/// Creates the VM on first call (class path: the unit-test data, -Xmx256m) and returns its main
/// thread, which is then the calling thread's JavaThread::current(). Call from the test runner's
/// thread only.
inline JavaThread* vm_thread() {
  static JavaThread* t = [] {
    VmOptions o;
    o.class_path = {JVMLAB_TEST_DATA_DIR};
    o.max_heap_size = size_t(256) << 20;
    REQUIRE(create_vm(o));
    return JavaThread::current();
  }();
  return t;
}

}  // namespace jvmlab::test

// Monitors (runtime/threads/monitor.cpp) without a VM: thin locking and recursion, inflation by
// recursion overflow and by contention, the identity-hash bits kept through every transition,
// exact counts under four OS threads, wait/notify and timed wait, and what thread dumps read
// (owner id, monitor address, waiting on). Error paths (which throw Java
// exceptions) are covered by tests/java/threads/MonitorErrors.
#include <catch2/catch.hpp>

#include <atomic>
#include <thread>
#include <vector>

#include "runtime/threads/monitor.hpp"

using namespace jvmlab;

namespace {

constexpr uint64_t kHashBits = (uint64_t(0x12345678) << 32) | 1;  // hash present, as identity_hash sets it

struct TestObject {
  Object header{};
};

JavaThread* make_thread(uint32_t id) {
  auto* t = new JavaThread(64 * 1024);
  t->thread_id = id;
  return t;
}

}  // namespace

TEST_CASE("thin lock: enter, recursion and exit keep the hash bits", "[monitor]") {
  TestObject o;
  o.header.mark.store(kHashBits);
  JavaThread* t = make_thread(7);
  REQUIRE_FALSE(monitor::holds(t, &o.header));
  monitor::enter(t, &o.header);
  REQUIRE(monitor::holds(t, &o.header));
  monitor::enter(t, &o.header);
  REQUIRE((o.header.mark.load() & monitor::kInflatedBit) == 0);
  REQUIRE(monitor::exit(t, &o.header));
  REQUIRE(monitor::holds(t, &o.header));
  REQUIRE(monitor::exit(t, &o.header));
  REQUIRE_FALSE(monitor::holds(t, &o.header));
  REQUIRE(o.header.mark.load() == kHashBits);
  delete t;
}

TEST_CASE("recursion past the thin count inflates and unwinds exactly", "[monitor]") {
  TestObject o;
  o.header.mark.store(kHashBits);
  JavaThread* t = make_thread(9);
  for (int i = 0; i < 1000; i++) monitor::enter(t, &o.header);
  REQUIRE((o.header.mark.load() & monitor::kInflatedBit) != 0);
  REQUIRE((o.header.mark.load() & ~monitor::kLockBits) == kHashBits);
  for (int i = 0; i < 999; i++) REQUIRE(monitor::exit(t, &o.header));
  REQUIRE(monitor::holds(t, &o.header));
  REQUIRE(monitor::exit(t, &o.header));
  REQUIRE_FALSE(monitor::holds(t, &o.header));
  delete t;
}

TEST_CASE("four OS threads count exactly under one monitor", "[monitor]") {
  TestObject o;
  o.header.mark.store(kHashBits);
  long counter = 0;
  std::vector<std::thread> threads;
  for (uint32_t id = 2; id < 6; id++) {
    threads.emplace_back([&o, &counter, id] {
      JavaThread* t = make_thread(id);
      for (int i = 0; i < 50000; i++) {
        monitor::enter(t, &o.header);
        counter++;
        monitor::exit(t, &o.header);
      }
      delete t;
    });
  }
  for (auto& th : threads) th.join();
  REQUIRE(counter == 200000);
  REQUIRE((o.header.mark.load() & ~monitor::kLockBits) == kHashBits);
}

TEST_CASE("wait releases the monitor, notify wakes the waiter, timed wait times out", "[monitor]") {
  TestObject o;
  std::atomic<int> stage{0};
  // Catch2's assertions are not thread-safe: the waiter records its results, and the main thread
  // asserts them after the join.
  bool waited = false, held_after_wait = false, exited = false;
  std::thread waiter([&] {
    JavaThread* t = make_thread(20);
    monitor::enter(t, &o.header);
    stage = 1;
    waited = monitor::wait(t, &o.header, 0);
    held_after_wait = monitor::holds(t, &o.header);
    stage = 3;
    exited = monitor::exit(t, &o.header);
    delete t;
  });
  JavaThread* main = make_thread(21);
  while (stage.load() < 1) std::this_thread::yield();
  monitor::enter(main, &o.header);  // possible only once the waiter released it in wait
  stage = 2;
  REQUIRE(monitor::notify(main, &o.header, false));
  REQUIRE(stage.load() == 2);       // the waiter cannot return before we exit
  REQUIRE(monitor::exit(main, &o.header));
  waiter.join();
  REQUIRE(stage.load() == 3);
  REQUIRE(waited);
  REQUIRE(held_after_wait);
  REQUIRE(exited);

  monitor::enter(main, &o.header);
  auto start = std::chrono::steady_clock::now();
  REQUIRE(monitor::wait(main, &o.header, 20));
  REQUIRE(std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(19));
  REQUIRE(monitor::holds(main, &o.header));
  REQUIRE(monitor::exit(main, &o.header));
  delete main;
}

TEST_CASE("thread dumps' views: owner id, monitor address, waiting on", "[monitor]") {
  TestObject o;
  JavaThread* owner = make_thread(30);
  REQUIRE(monitor::owner_id(&o.header) == 0);
  monitor::enter(owner, &o.header);
  REQUIRE(monitor::owner_id(&o.header) == 30);          // thin
  REQUIRE(monitor::monitor_address(&o.header) == nullptr);
  for (int i = 0; i < 300; i++) monitor::enter(owner, &o.header);  // inflates
  REQUIRE(monitor::owner_id(&o.header) == 30);          // inflated
  REQUIRE(monitor::monitor_address(&o.header) != nullptr);
  for (int i = 0; i < 301; i++) REQUIRE(monitor::exit(owner, &o.header));
  REQUIRE(monitor::owner_id(&o.header) == 0);
  REQUIRE_FALSE(monitor::is_waiting_on(owner, &o.header));

  // A waiter in Object.wait is seen waiting on the object, and only on it.
  TestObject other;
  std::atomic<JavaThread*> waiter{nullptr};
  std::thread th([&] {
    JavaThread* t = make_thread(31);
    monitor::enter(t, &o.header);
    waiter = t;
    monitor::wait(t, &o.header, 0);
    monitor::exit(t, &o.header);
  });
  while (!waiter.load()) std::this_thread::yield();
  monitor::enter(owner, &o.header);  // the waiter has released it: it waits
  const bool waiting_on_o = monitor::is_waiting_on(waiter.load(), &o.header);
  const bool waiting_on_other = monitor::is_waiting_on(waiter.load(), &other.header);
  const uint32_t held_by = monitor::owner_id(&o.header);
  REQUIRE(monitor::notify(owner, &o.header, true));
  REQUIRE(monitor::exit(owner, &o.header));
  th.join();
  REQUIRE(waiting_on_o);
  REQUIRE_FALSE(waiting_on_other);
  REQUIRE(held_by == 30);
  delete waiter.load();
  delete owner;
}

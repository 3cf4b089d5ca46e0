// Java monitors: thin locks in the mark word, inflation to ObjectMonitors kept in a side table,
// wait/notify with interruption. See monitor.hpp for the mark-word layout.
//
// Safepoints (runtime/threads/safepoint.hpp): every mutex here is a leaf lock. Nobody allocates, throws,
// calls Java or leaves a safe state while holding one, so a thread that stops at a safepoint
// never holds one and other threads may lock them while InJava. Waiting (for the owner, in
// Object.wait) runs Blocked; the ThreadStateScope is declared before the lock, so the lock is
// released before the thread leaves Blocked (which may wait for a safepoint to end). The object
// `o` is not touched while Blocked: it may move during the wait.
#include "runtime/threads/monitor.hpp"

#include "runtime/threads/threads.hpp"

#include <array>
#include <chrono>
#include <condition_variable>
#include <list>
#include <memory>
#include <mutex>
#include <vector>

#include "runtime/threads/safepoint.hpp"
#include "runtime/vm.hpp"
#include "utilities/debug.hpp"

namespace jvmlab::monitor {

namespace {

/// One thread in a monitor's wait set; lives on the waiting thread's C++ stack.
struct WaitNode {
  JavaThread* thread;
  bool notified = false;
};

/// A heavyweight monitor. `owner` is a thread id (0: free), as in the thin lock, so that a thread
/// inflating a lock another thread holds can name the owner. Fields guarded by `mutex`.
struct ObjectMonitor {
  std::mutex mutex;
  std::condition_variable entry_cv;  // threads waiting to enter
  std::condition_variable wait_cv;   // threads in Object.wait (each checks its WaitNode)
  uint32_t owner = 0;
  uint32_t recursions = 0;           // entries beyond the first
  std::list<WaitNode*> wait_set;     // FIFO: notify wakes the longest waiter
};

// The side table: chunks of monitors, published by atomic pointers so lookups take no lock.
constexpr size_t kChunkBits = 12;
constexpr size_t kChunkSize = size_t(1) << kChunkBits;
constexpr size_t kMaxChunks = (size_t(1) << 24) / kChunkSize;
std::array<std::atomic<ObjectMonitor*>, kMaxChunks> g_chunks{};
std::mutex g_table_lock;           // guards g_next_index, g_free and chunk creation
uint32_t g_next_index = 1;         // 0 is never a monitor
std::vector<uint32_t> g_free;      // indices of monitors whose inflation lost the race

ObjectMonitor* monitor_at(uint32_t index) {
  ObjectMonitor* chunk = g_chunks[index >> kChunkBits].load(std::memory_order_acquire);
  return &chunk[index & (kChunkSize - 1)];
}

uint32_t allocate_monitor() {
  std::lock_guard<std::mutex> g(g_table_lock);
  if (!g_free.empty()) {
    uint32_t i = g_free.back();
    g_free.pop_back();
    return i;
  }
  uint32_t i = g_next_index++;
  if ((i >> kChunkBits) >= kMaxChunks) {
    std::fprintf(stderr, "Error: jvmlab ran out of monitors (%zu)\n", kMaxChunks * kChunkSize);
    std::abort();
  }
  auto& slot = g_chunks[i >> kChunkBits];
  if (!slot.load(std::memory_order_relaxed)) slot.store(new ObjectMonitor[kChunkSize], std::memory_order_release);
  return i;
}

void free_monitor(uint32_t index) {
  std::lock_guard<std::mutex> g(g_table_lock);
  g_free.push_back(index);
}

inline uint32_t thin_owner(uint64_t mark) { return uint32_t((mark & kOwnerMask) >> kOwnerShift); }
inline uint32_t thin_recursions(uint64_t mark) { return uint32_t((mark & kRecursionMask) >> kRecursionShift); }
inline uint32_t monitor_index(uint64_t mark) { return uint32_t((mark & kIndexMask) >> kIndexShift); }

/// Returns `o`'s inflated monitor, inflating the current lock state (thin owner and recursion
/// count move into the monitor). Safe against every concurrent transition: the CAS that installs
/// the monitor fails if the thin state changed, and the loop retries.
ObjectMonitor* inflate(Object* o) {
  uint64_t mark = o->mark.load(std::memory_order_acquire);
  uint32_t index = 0;
  for (;;) {
    if (mark & kInflatedBit) {
      if (index) free_monitor(index);
      return monitor_at(monitor_index(mark));
    }
    if (!index) index = allocate_monitor();
    ObjectMonitor* m = monitor_at(index);
    {
      std::lock_guard<std::mutex> g(m->mutex);
      m->owner = thin_owner(mark);
      m->recursions = m->owner ? thin_recursions(mark) : 0;
    }
    uint64_t desired = (mark & ~(kLockBits | kRecursionMask | kOwnerMask)) | kInflatedBit |
                       (uint64_t(index) << kIndexShift);
    if (o->mark.compare_exchange_weak(mark, desired, std::memory_order_acq_rel, std::memory_order_acquire)) {
      return m;
    }
  }
}

void enter_inflated(JavaThread* t, ObjectMonitor* m) {
  {
    std::lock_guard<std::mutex> g(m->mutex);
    if (m->owner == t->thread_id) {
      m->recursions++;
      return;
    }
    if (m->owner == 0) {
      m->owner = t->thread_id;
      m->recursions = 0;
      return;
    }
  }
  // Contended: wait Blocked (declared before the lock: released first, see the file comment).
  JVMLAB_ASSERT(safepoint::frame_is_synced(t), "synced-frame rule: a thread blocking on a monitor has saved "
                                               "its top frame's pc and sp (SYNC)");
  ThreadStateScope blocked(t, ThreadState::Blocked);
  JavaStateScope java_state(t, JavaThread::BlockedOnMonitor);
  std::unique_lock<std::mutex> lk(m->mutex);
  m->entry_cv.wait(lk, [&] { return m->owner == 0; });
  m->owner = t->thread_id;
  m->recursions = 0;
}

Slot throw_not_owner(JavaThread* t) {
  return throw_new(t, "java/lang/IllegalMonitorStateException", std::string("current thread is not owner"));
}

/// The monitor of `o`, inflated, if `t` owns it; null (IllegalMonitorStateException pending) if not.
ObjectMonitor* owned_monitor(JavaThread* t, Object* o) {
  uint64_t mark = o->mark.load(std::memory_order_acquire);
  if (!(mark & kInflatedBit) && thin_owner(mark) != t->thread_id) {
    throw_not_owner(t);
    return nullptr;
  }
  ObjectMonitor* m = inflate(o);  // the owner may inflate its own thin lock at any time
  bool owner;
  {
    std::lock_guard<std::mutex> g(m->mutex);
    owner = m->owner == t->thread_id;
  }
  if (!owner) {
    throw_not_owner(t);  // allocates: never under the leaf lock
    return nullptr;
  }
  return m;
}

}  // namespace

void enter(JavaThread* t, Object* o) {
  const uint64_t self = uint64_t(t->thread_id) << kOwnerShift;
  uint64_t mark = o->mark.load(std::memory_order_relaxed);
  for (;;) {
    if (mark & kInflatedBit) {
      enter_inflated(t, monitor_at(monitor_index(mark)));
      return;
    }
    const uint32_t owner = thin_owner(mark);
    if (owner == 0) {
      if (o->mark.compare_exchange_weak(mark, mark | self, std::memory_order_acquire, std::memory_order_relaxed)) return;
      continue;
    }
    if (owner == t->thread_id && thin_recursions(mark) < 0xFF) {
      if (o->mark.compare_exchange_weak(mark, mark + (uint64_t(1) << kRecursionShift), std::memory_order_relaxed,
                                        std::memory_order_relaxed)) {
        return;
      }
      continue;
    }
    // Contended, or the recursion count is full: inflate and enter the heavyweight monitor.
    enter_inflated(t, inflate(o));
    return;
  }
}

bool exit(JavaThread* t, Object* o) {
  uint64_t mark = o->mark.load(std::memory_order_relaxed);
  for (;;) {
    if (mark & kInflatedBit) {
      ObjectMonitor* m = monitor_at(monitor_index(mark));
      {
        std::lock_guard<std::mutex> g(m->mutex);
        if (m->owner == t->thread_id) {
          if (m->recursions > 0) {
            m->recursions--;
          } else {
            m->owner = 0;
            m->entry_cv.notify_one();
          }
          return true;
        }
      }
      throw_not_owner(t);  // allocates: never under the leaf lock
      return false;
    }
    if (thin_owner(mark) != t->thread_id) {
      throw_not_owner(t);
      return false;
    }
    uint64_t desired = thin_recursions(mark) > 0 ? mark - (uint64_t(1) << kRecursionShift)
                                                  : mark & ~(kOwnerMask | kRecursionMask);
    if (o->mark.compare_exchange_weak(mark, desired, std::memory_order_release, std::memory_order_relaxed)) return true;
  }
}

bool holds(JavaThread* t, Object* o) {
  uint64_t mark = o->mark.load(std::memory_order_acquire);
  if (!(mark & kInflatedBit)) return thin_owner(mark) == t->thread_id;
  ObjectMonitor* m = monitor_at(monitor_index(mark));
  std::lock_guard<std::mutex> g(m->mutex);
  return m->owner == t->thread_id;
}

uint32_t owner_id(Object* o) {
  uint64_t mark = o->mark.load(std::memory_order_acquire);
  if (!(mark & kInflatedBit)) return thin_owner(mark);
  ObjectMonitor* m = monitor_at(monitor_index(mark));
  std::lock_guard<std::mutex> g(m->mutex);
  return m->owner;
}

const void* monitor_address(Object* o) {
  uint64_t mark = o->mark.load(std::memory_order_acquire);
  return (mark & kInflatedBit) ? monitor_at(monitor_index(mark)) : nullptr;
}

bool is_waiting_on(const JavaThread* t, Object* o) {
  void* waiting = t->waiting_monitor.load(std::memory_order_acquire);
  if (!waiting) return false;
  uint64_t mark = o->mark.load(std::memory_order_acquire);
  return (mark & kInflatedBit) && monitor_at(monitor_index(mark)) == waiting;
}

bool wait(JavaThread* t, Object* o, int64_t millis) {
  if (millis < 0) {
    throw_new(t, "java/lang/IllegalArgumentException", std::string("timeout value is negative"));
    return false;
  }
  ObjectMonitor* m = owned_monitor(t, o);
  if (!m) return false;
  if (t->interrupted.exchange(false)) {
    throw_new(t, "java/lang/InterruptedException");
    return false;
  }
  WaitNode node{t};
  JVMLAB_ASSERT(safepoint::frame_is_synced(t), "synced-frame rule: a thread in Object.wait has saved its top "
                                               "frame's pc and sp (SYNC)");
  {
    // Blocked from releasing the monitor to owning it again; the leaf lock is released before
    // Blocked is left (declared after the scope), and `o` is not touched in between.
    ThreadStateScope blocked(t, ThreadState::Blocked);
    std::unique_lock<std::mutex> lk(m->mutex);
    m->wait_set.push_back(&node);
    const uint32_t saved_recursions = m->recursions;
    m->owner = 0;
    m->recursions = 0;
    m->entry_cv.notify_one();
    t->waiting_monitor.store(m, std::memory_order_seq_cst);
    auto done = [&] { return node.notified || t->interrupted.load(std::memory_order_seq_cst); };
    {
      JavaStateScope java_state(t, millis == 0 ? JavaThread::Waiting : JavaThread::TimedWaiting);
      if (millis == 0) {
        m->wait_cv.wait(lk, done);
      } else {
        const auto deadline = threads::deadline_after(millis);
        m->wait_cv.wait_until(lk, deadline, done);
      }
    }
    t->waiting_monitor.store(nullptr, std::memory_order_seq_cst);
    if (!node.notified) m->wait_set.remove(&node);
    // Re-enter with the saved recursion count.
    JavaStateScope java_state(t, JavaThread::BlockedOnMonitor);
    m->entry_cv.wait(lk, [&] { return m->owner == 0; });
    m->owner = t->thread_id;
    m->recursions = saved_recursions;
  }
  // A notification wins over an interrupt that came with it (the notify is not lost); the
  // interrupt status then stays set. (`node.notified` is final: the node left the wait set.)
  if (!node.notified && t->interrupted.exchange(false)) {
    throw_new(t, "java/lang/InterruptedException");
    return false;
  }
  return true;
}

bool notify(JavaThread* t, Object* o, bool all) {
  ObjectMonitor* m = owned_monitor(t, o);
  if (!m) return false;
  std::lock_guard<std::mutex> g(m->mutex);
  bool any = false;
  while (!m->wait_set.empty()) {
    m->wait_set.front()->notified = true;
    m->wait_set.pop_front();
    any = true;
    if (!all) break;
  }
  if (any) m->wait_cv.notify_all();
  return true;
}

void wake_waiter(JavaThread* target) {
  auto* m = static_cast<ObjectMonitor*>(target->waiting_monitor.load(std::memory_order_seq_cst));
  if (!m) return;
  std::lock_guard<std::mutex> g(m->mutex);
  m->wait_cv.notify_all();
}

}  // namespace jvmlab::monitor

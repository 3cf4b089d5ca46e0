// Collector: the driver and the cycle — its phases called in order from run_cycle, each pause
// and concurrent phase a named function, and the cycle's log lines. See collector.hpp for the
// cycle; the triggers are in director.cpp, -XX:+VerifyHeap in verify.cpp, gc+stats in stats.cpp.
#include "gc/collector.hpp"

#include <sys/prctl.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <string>

#include "gc/director.hpp"
#include "gc/forwarding.hpp"
#include "gc/gc_clock.hpp"
#include "gc/gc_log.hpp"
#include "gc/heap.hpp"
#include "gc/mark.hpp"
#include "gc/observer.hpp"
#include "gc/references.hpp"
#include "gc/relocate.hpp"
#include "gc/relocation_set.hpp"
#include "gc/verify.hpp"

namespace jvmlab::gc {

Collector* g_collector = nullptr;

namespace {

constexpr int64_t kMarkEndBudgetNs = 200'000;  // tracing allowed inside Pause Mark End

}  // namespace

const char* gc_cause_name(GCCause cause) {
  switch (cause) {
    case GCCause::Warmup: return "Warmup";
    case GCCause::AllocationRate: return "Allocation Rate";
    case GCCause::Proactive: return "Proactive";
    case GCCause::Timer: return "Timer";
    case GCCause::SystemGC: return "System.gc()";
    case GCCause::AllocationStall: return "Allocation Stall";
    case GCCause::GCStress: return "GC Stress";
    case GCCause::HeapInspection: return "Heap Inspection";
  }
  return "Unknown";
}

Collector::Collector(Heap& heap, ObjectModel& model, Safepointer& safepointer, const GcConfig& config)
    : heap_(heap), model_(model), safepointer_(safepointer), config_(config) {
  marker_ = std::make_unique<Marker>(*this);
  references_ = std::make_unique<ReferenceProcessor>(*this);
  forwarding_ = std::make_unique<ForwardingTable>(heap.page_allocator().base(),
                                                   heap.page_allocator().reserved_bytes());
  relocator_ = std::make_unique<Relocator>(*this);
  relocator_->force_in_place = config.stress_relocate_in_place;
  director_ = std::make_unique<Director>(heap_, config_);
  if (Observer::wanted(config_)) observer_ = std::make_unique<Observer>(*this);
}

void Collector::write_trace_files() {
  if (observer_) observer_->write_files();
}

Collector::~Collector() { stop(); }

void Collector::start() {
  std::lock_guard<std::mutex> guard(lock_);
  if (driver_.joinable() || stop_) return;
  driver_ = std::thread(&Collector::driver_loop, this);
}

void Collector::stop() {
  {
    std::lock_guard<std::mutex> guard(lock_);
    stop_ = true;
    cv_.notify_all();
  }
  heap_.page_allocator().fail_stalled();  // nobody will collect for them any more
  if (driver_.joinable()) {
    if (driver_.get_id() == std::this_thread::get_id()) driver_.detach();
    else driver_.join();
  }
}

void Collector::request(GCCause cause) {
  std::lock_guard<std::mutex> guard(lock_);
  if (!requested_) {
    requested_ = true;
    requested_cause_ = cause;
  }
  cv_.notify_all();
}

void Collector::collect(GCCause cause) {
  std::unique_lock<std::mutex> guard(lock_);
  if (stop_) return;
  if (!driver_.joinable()) driver_ = std::thread(&Collector::driver_loop, this);
  // The cycle that starts next is ours; one running now started before the call.
  const uint64_t target = started_ + 1;
  if (!requested_) {
    requested_ = true;
    requested_cause_ = cause;
  }
  cv_.notify_all();
  cv_.wait(guard, [&] { return completed_ >= target || stop_; });
}

bool Collector::wait_for_memory() {
  {
    std::lock_guard<std::mutex> guard(lock_);
    if (stop_) return false;
    stats_.allocation_stalls++;
  }
  collect(GCCause::AllocationStall);
  std::lock_guard<std::mutex> guard(lock_);
  return !stop_;
}

bool Collector::stall(StalledAllocation& request) {
  PageAllocator& pages = heap_.page_allocator();
  {
    std::lock_guard<std::mutex> guard(lock_);
    if (stop_) return false;
    stats_.allocation_stalls++;
  }
  const int64_t stall_start = now_ns();
  if (!pages.enqueue_stalled(&request)) {
    request_cycle(GCCause::AllocationStall);
    pages.wait_stalled(&request);
  }
  const int64_t stall_ns = now_ns() - stall_start;
  if (observer_) observer_->stall(stall_start, stall_start + stall_ns);
  phase_stats_.sample("Critical", "Allocation Stall", PhaseStatistics::Unit::OpsPerSecond, 1);
  phase_stats_.sample("Critical", "Allocation Stall", PhaseStatistics::Unit::Ms, stall_ns);
  GC_LOG(Gc, Info, "Allocation Stall ({}) {:.3f}ms", current_thread_name(), ms(stall_ns));
  if (request.result != StalledAllocation::Result::Satisfied) return false;
  if (request.dirty) {
    Page* page = request.page;
    std::memset(reinterpret_cast<void*>(page->start), 0, page->size);
    request.dirty = false;
  }
  return true;
}

void Collector::request_cycle(GCCause cause) {
  std::lock_guard<std::mutex> guard(lock_);
  if (stop_) return;
  if (!driver_.joinable()) driver_ = std::thread(&Collector::driver_loop, this);
  if (!requested_) {
    requested_ = true;
    requested_cause_ = cause;
  }
  cv_.notify_all();
}

CollectorStats Collector::stats() const {
  std::lock_guard<std::mutex> guard(lock_);
  return stats_;
}

void Collector::driver_loop() {
  prctl(PR_SET_NAME, "ZDriver");
  std::unique_lock<std::mutex> guard(lock_);
  uint64_t allocated_sampled = heap_.allocated_bytes();
  while (!stop_) {
    cv_.wait_for(guard, std::chrono::milliseconds(10), [&] { return stop_ || requested_; });
    if (stop_) break;
    {
      // gc+stats "Memory: Allocation Rate": bytes allocated since the last wake-up, added up per
      // second by the table (ZGC samples its counter ten times a second).
      const uint64_t allocated = heap_.allocated_bytes();
      phase_stats_.sample("Memory", "Allocation Rate", PhaseStatistics::Unit::MBPerSecond,
                          int64_t(allocated - allocated_sampled));
      allocated_sampled = allocated;
    }
    if (observer_) observer_->tick();
    GCCause cause;
    if (requested_) {
      cause = requested_cause_;
      requested_ = false;
    } else {
      guard.unlock();
      const bool fire = director_->rule(&cause);
      guard.lock();
      if (!fire || stop_) continue;
      requested_ = false;
    }
    running_ = true;
    started_++;
    guard.unlock();
    run_cycle(cause);
    guard.lock();
    running_ = false;
    completed_++;
    cv_.notify_all();
  }
  cv_.notify_all();
}

int64_t Collector::pause(const char* name, const char* operation, void (Collector::*body)()) {
  if (observer_) observer_->before_pause();
  const int64_t ttsp = safepointer_.begin(operation);
  const int64_t start = now_ns();
  (this->*body)();
  if (observer_) observer_->in_pause(name, int64_t(gc_id_));  // the heap map, in the pause's time
  const int64_t end = now_ns();
  const int64_t duration = end - start;
  safepointer_.end();
  mmu_.register_pause(start, end);
  phase_stats_.sample("System", "Time To Safepoint", PhaseStatistics::Unit::Ms, ttsp);  // jvmlab's row
  {
    std::lock_guard<std::mutex> guard(lock_);
    stats_.pauses++;
    stats_.total_pause_ns += duration;
    stats_.max_pause_ns = std::max(stats_.max_pause_ns, duration);
    stats_.max_ttsp_ns = std::max(stats_.max_ttsp_ns, ttsp);
  }
  phase_done(name, duration);
  if (observer_) observer_->phase_done(name, /*is_pause=*/true, int64_t(gc_id_), start, end);
  return duration;
}

void Collector::concurrent(const char* name, void (Collector::*body)()) {
  const int64_t start = now_ns();
  (this->*body)();
  const int64_t end = now_ns();
  phase_done(name, end - start);
  if (observer_) observer_->phase_done(name, /*is_pause=*/false, int64_t(gc_id_), start, end);
}

void Collector::pause_mark_start() {
  const uint32_t seqnum = seqnum_.load(std::memory_order_relaxed) + 1;
  seqnum_.store(seqnum, std::memory_order_release);
  heap_.set_seqnum(seqnum);  // pages taken from now on are allocated black
  const zpointer good = mark_color(seqnum);
  g_good_color.store(good, std::memory_order_relaxed);
  g_bad_mask.store(kMetadataBits & ~good, std::memory_order_relaxed);
  phase_.store(Phase::Mark, std::memory_order_release);
  heap_.retire_shared_pages();
  model_.retire_tlabs();
  marker_->prepare(seqnum);
  used_at_[0] = heap_.used_bytes();
  capacity_at_[0] = heap_.committed_bytes();
  struct Roots final : RootVisitor {
    Marker& m;
    explicit Roots(Marker& m) : m(m) {}
    // Only pushes: marking and tracing happen in Concurrent Mark, so the pause costs a push
    // per root (ZGC's pause work is as small).
    void raw(uintptr_t* slot) override {
      if (*slot != 0) m.push_root(*slot);
    }
    void colored(zpointer* slot) override { m.add_colored_root(slot); }
  } roots(*marker_);
  model_.roots_do(roots);
  references_->roots_do(roots);  // the pending list
  marker_->roots_done();
}

void Collector::concurrent_mark() { marker_->run_workers(workers()); }

void Collector::pause_mark_end() {
  mark_end_ok_ = marker_->drain_in_pause(kMarkEndBudgetNs);
  if (mark_end_ok_) {
    phase_.store(Phase::MarkCompleted, std::memory_order_release);
    used_at_[1] = heap_.used_bytes();
    capacity_at_[1] = heap_.committed_bytes();
    if (config_.verify) verify_heap(*this, "after mark", gc_id_);
  }
}

// java.lang.ref: discovered references with dead referents are cleared and handed to the
// Reference Handler; the others keep their referents (gc/references.cpp). No finalization.
void Collector::concurrent_process_non_strong_references() { references_->process(); }

void Collector::concurrent_reset_relocation_set() { relocator_->reset(); }

void Collector::pause_relocate_start() {
  g_good_color.store(kRemapped, std::memory_order_relaxed);
  g_bad_mask.store(kMetadataBits & ~kRemapped, std::memory_order_relaxed);
  phase_.store(Phase::Relocate, std::memory_order_release);
  heap_.retire_shared_pages(/*relocation_targets=*/false);  // keeps prepare_relocation_target's page
  model_.retire_tlabs();
  used_at_[2] = heap_.used_bytes();
  capacity_at_[2] = heap_.committed_bytes();
  struct Roots final : RootVisitor {
    Relocator& r;
    explicit Roots(Relocator& r) : r(r) {}
    void raw(uintptr_t* slot) override {
      if (*slot != 0) *slot = r.forward(*slot, true);
    }
    // Static fields keep their (now bad) colour: every load of one takes the barrier, which
    // forwards it, so the pause leaves them alone.
    void colored(zpointer*) override {}
    bool wants_colored() const override { return false; }
  } roots(*relocator_);
  model_.roots_do(roots);
  references_->roots_do(roots);
}

uintptr_t Collector::barrier_slow(zpointer value) {
  switch (phase_.load(std::memory_order_acquire)) {
    case Phase::Mark:
    case Phase::MarkCompleted:
      return marker_->mark_barrier(value);
    case Phase::Relocate: {
      // Marked in this cycle (current address as of marking): forward if relocated.
      return relocator_->forward(uncolor(value));
    }
    case Phase::Idle:
      break;
  }
  return uncolor(value);
}

void Collector::concurrent_select_relocation_set() {
  const uint32_t seqnum = seqnum_.load(std::memory_order_relaxed);
  std::vector<Page*> empty;
  struct Candidate { size_t live; Page* page; };
  std::vector<Candidate> small, medium;
  size_t small_total = 0, medium_total = 0, large_total = 0, large_empty = 0, small_empty = 0,
         medium_empty = 0, small_pages = 0, medium_pages = 0, large_pages = 0;
  for (Page* p : heap_.pages_snapshot()) {
    if (p->seqnum == seqnum) continue;  // allocated during this cycle: all live, not a candidate
    const size_t live = p->live.live_bytes(seqnum);
    (p->type == PageType::Small ? small_total : p->type == PageType::Medium ? medium_total : large_total) += p->size;
    (p->type == PageType::Small ? small_pages : p->type == PageType::Medium ? medium_pages : large_pages)++;
    if (live == 0) {
      empty.push_back(p);
      (p->type == PageType::Small ? small_empty : p->type == PageType::Medium ? medium_empty : large_empty) += p->size;
      continue;
    }
    if (p->type == PageType::Small) small.push_back({live, p});
    else if (p->type == PageType::Medium) medium.push_back({live, p});
  }
  const int64_t t_free = now_ns();
  heap_.free_pages(empty);  // garbage-only pages need no relocation: freed at once, in bulk
  GC_LOG(Reloc, Debug, "GC({}) Freed {} empty pages in {:.3f}ms", gc_id_, empty.size(), ms(now_ns() - t_free));

  // Per page size, sparsest first: take the longest prefix whose relocation frees more than the
  // fragmentation limit of the pages it empties (ZGC's ZRelocationSetSelectorGroup).
  std::vector<std::unique_ptr<Forwarding>> set;
  auto select = [&](std::vector<Candidate>& group) -> size_t {  // returns the live bytes chosen
    if (group.empty()) return 0;
    std::sort(group.begin(), group.end(), [](const Candidate& a, const Candidate& b) { return a.live < b.live; });
    std::vector<size_t> live;
    for (const Candidate& c : group) live.push_back(c.live);
    const size_t chosen = select_sparsest(live, group.front().page->size, config_.fragmentation_limit,
                                          config_.stress_relocate_all);
    size_t live_chosen = 0;
    for (size_t i = 0; i < chosen; i++) {
      Page* p = group[i].page;
      set.push_back(std::make_unique<Forwarding>(p, heap_.page_allocator().base(), p->live.live_objects(seqnum),
                                                 group[i].live));
      live_chosen += group[i].live;
    }
    return live_chosen;
  };
  const size_t small_relocated = select(small);
  const size_t medium_relocated = select(medium);
  forwarding_bytes_ = 0;
  for (const auto& f : set) forwarding_bytes_ += f->capacity() * sizeof(uint64_t);
  relocator_->install(std::move(set), seqnum);
  // For the gc+reloc lines at the end of the cycle (ZGC's ZStatRelocation), and the heap table's
  // Reclaimed at Relocate Start.
  small_ = {small_pages, small_total, small_empty, small_relocated};
  medium_ = {medium_pages, medium_total, medium_empty, medium_relocated};
  large_ = {large_pages, large_total, large_empty, 0};
  GC_LOG(Reloc, Debug, "GC({}) Relocation Set: {} pages, {}M live", gc_id_, relocator_->size(),
         mb(relocator_->stats().live_bytes));
  if (relocator_->copies()) heap_.prepare_relocation_target();
}

void Collector::concurrent_relocate() { relocator_->run_workers(workers()); }

void Collector::run_cycle(GCCause cause) {
  const int64_t start = now_ns();
  cycle_cpu_start_ns_ = thread_cpu_ns() + g_gc_worker_cpu_ns.load(std::memory_order_relaxed);

  GC_LOG(Start, Info, "GC({}) Garbage Collection ({})", gc_id_, gc_cause_name(cause));
  GC_LOG(Task, Info, "GC({}) Using {} workers", gc_id_, workers());
  marker_->reserve_for_roots();
  // The soft reference policy: clear them all when allocations stall (before OutOfMemoryError).
  references_->prepare(cause == GCCause::AllocationStall || heap_.page_allocator().stalled_count() != 0,
                       heap_.max_capacity(), used_after_last_cycle_);
  pause("Pause Mark Start", "ZMarkStart", &Collector::pause_mark_start);
  do {
    concurrent("Concurrent Mark", &Collector::concurrent_mark);
    pause("Pause Mark End", "ZMarkEnd", &Collector::pause_mark_end);
  } while (!mark_end_ok_);  // Java threads pushed more than the pause may trace: mark on
  concurrent("Concurrent Process Non-Strong References", &Collector::concurrent_process_non_strong_references);
  concurrent("Concurrent Reset Relocation Set", &Collector::concurrent_reset_relocation_set);
  concurrent("Concurrent Select Relocation Set", &Collector::concurrent_select_relocation_set);
  pause("Pause Relocate Start", "ZRelocateStart", &Collector::pause_relocate_start);
  concurrent("Concurrent Relocate", &Collector::concurrent_relocate);
  used_at_[3] = heap_.used_bytes();
  capacity_at_[3] = heap_.committed_bytes();
  // Stalled allocations this cycle could not satisfy: those that stalled before it started fail
  // (OutOfMemoryError); those that stalled during it get one more cycle (ZGC's check_out_of_memory).
  if (heap_.page_allocator().check_out_of_memory(seqnum_.load(std::memory_order_relaxed))) {
    request_cycle(GCCause::AllocationStall);
  }
  if (config_.verify) {
    safepointer_.begin("ZVerify");
    verify_heap(*this, "after relocate", gc_id_);
    safepointer_.end();
  }

  const RelocationStats& rs = relocator_->stats();
  GC_LOG(Reloc, Debug, "GC({}) Relocated: {}M in {} pages ({} in place, {} freed in {} flushes), {} objects copied by Java threads",
         gc_id_, mb(rs.live_bytes), rs.pages, rs.in_place_pages, rs.freed_pages, rs.flushes, rs.copied_by_mutators);
  const uint64_t gc_id = gc_id_;  // log_cycle_end moves on to the next
  log_cycle_end(cause, start);
  if (observer_) observer_->cycle_done(cause, int64_t(gc_id), start, now_ns());
  if (phase_stats_.window_seconds() >= config_.stats_interval) print_statistics(false);
}

void Collector::log_cycle_end(GCCause cause, int64_t start_ns) {
  const size_t used_after = heap_.used_bytes();
  used_after_last_cycle_ = used_after;
  const size_t max = heap_.max_capacity();
  // ZGC's end-of-cycle lines, in its order: load, MMU, relocation, heap table, the cycle.
  GC_LOG(Load, Info, "GC({}) {}", gc_id_, load_line());
  GC_LOG(Mmu, Info, "GC({}) {}", gc_id_, mmu_.line());
  references_->log_statistics(gc_id_);
  if (log_enabled(LogTopic::Reloc, LogDetail::Info)) {
    const size_t in_place = relocator_->stats().in_place_pages;  // jvmlab counts them for all sizes
    GC_LOG(Reloc, Info, "GC({}) {}", gc_id_, relocation_line("Small", small_.pages, small_.total, small_.empty,
                                                             small_.relocated, in_place));
    if (heap_.medium_page_size() != 0) {
      GC_LOG(Reloc, Info, "GC({}) {}", gc_id_, relocation_line("Medium", medium_.pages, medium_.total,
                                                               medium_.empty, medium_.relocated, 0));
    }
    GC_LOG(Reloc, Info, "GC({}) {}", gc_id_, relocation_line("Large", large_.pages, large_.total, large_.empty, 0, 0));
    GC_LOG(Reloc, Info, "GC({}) Forwarding Usage: {}M", gc_id_, mb(forwarding_bytes_));
  }
  if (log_enabled(LogTopic::Heap, LogDetail::Info)) {
    const size_t min_capacity = std::max(config_.min_capacity(), kGranuleSize);
    const size_t soft_max = config_.has_soft_max() ? config_.soft_max : max;
    GC_LOG(Heap, Info, "GC({}) Min Capacity: {}", gc_id_, size_percent(min_capacity, max));
    GC_LOG(Heap, Info, "GC({}) Max Capacity: {}", gc_id_, size_percent(max, max));
    GC_LOG(Heap, Info, "GC({}) Soft Max Capacity: {}", gc_id_, size_percent(soft_max, max));
    CycleHeapStats table;
    table.max_capacity = max;
    for (int i = 0; i < 4; i++) {
      table.capacity[i] = capacity_at_[i];
      table.used[i] = used_at_[i];
    }
    table.live = marker_->marked_bytes();
    table.reclaimed_at_relocate_start = small_.empty + medium_.empty + large_.empty;
    table.reclaimed_at_relocate_end = table.reclaimed_at_relocate_start + relocator_->stats().freed_bytes;
    for (const std::string& line : heap_table_lines(table)) GC_LOG(Heap, Info, "GC({}) {}", gc_id_, line);
  }
  // ZGC prints used at Mark Start and at Relocate End.
  GC_LOG(Gc, Info, "GC({}) Garbage Collection ({}) {}->{}", gc_id_, gc_cause_name(cause),
         size_percent(used_at_[0], max), size_percent(used_at_[3], max));
  const int64_t end = now_ns();
  const double seconds = double(end - start_ns) / 1e9;
  phase_stats_.sample("Collector", "Garbage Collection Cycle", PhaseStatistics::Unit::Ms, end - start_ns);
  // JEP 545: the heap sizing policy reads the live set and the GC CPU share (this cycle's CPU —
  // the driver's and the workers' — over the process's CPU since the previous cycle) and sizes
  // the heap's goal from them.
  const int64_t gc_cpu = thread_cpu_ns() + g_gc_worker_cpu_ns.load(std::memory_order_relaxed) - cycle_cpu_start_ns_;
  if (MemoryWorker* worker = heap_.memory_worker()) {
    worker->on_gc_cycle(double(gc_cpu) / 1e9, double(process_cpu_ns()) / 1e9, used_after);
  }
  std::lock_guard<std::mutex> guard(lock_);
  stats_.cycles++;
  stats_.relocated_bytes += relocator_->stats().live_bytes;
  stats_.relocated_in_place_pages += relocator_->stats().in_place_pages;
  stats_.freed_pages += relocator_->stats().freed_pages;
  director_->cycle_done(seconds, used_after, end, stats_.cycles);
  gc_id_++;
}

// --- gc+phases and gc+stats ------------------------------------------------------------------

void Collector::phase_done(const char* name, int64_t duration_ns) {
  GC_LOG(Phases, Info, "GC({}) {} {:.3f}ms", gc_id_, name, ms(duration_ns));
  phase_stats_.add(name, duration_ns);
}

void Collector::print_statistics(bool final_table) {
  if (!log_enabled(LogTopic::Stats, LogDetail::Info)) return;
  phase_stats_.print(final_table);
}

}  // namespace jvmlab::gc

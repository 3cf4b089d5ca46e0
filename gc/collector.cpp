// Collector: the driver, the pauses, relocation set selection, triggers, verification and the
// logs. See collector.hpp for the cycle.
#include "gc/collector.hpp"

#include <sys/prctl.h>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <unordered_set>

#include "gc/forwarding.hpp"
#include "gc/gc_log.hpp"
#include "gc/heap.hpp"
#include "gc/mark.hpp"
#include "gc/relocate.hpp"
#include "gc/relocation_set.hpp"

namespace jvmlab::gc {

Collector* g_collector = nullptr;

namespace {

int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch()).count();
}

double ms(int64_t ns) { return double(ns) / 1e6; }
size_t mb(size_t bytes) { return bytes >> 20; }
unsigned percent(size_t part, size_t whole) { return whole ? unsigned(part * 100 / whole) : 0; }

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
  forwarding_ = std::make_unique<ForwardingTable>(heap.page_allocator().base(),
                                                   heap.page_allocator().reserved_bytes());
  relocator_ = std::make_unique<Relocator>(*this);
  relocator_->force_in_place = config.stress_relocate_in_place;
  last_cycle_end_ns_ = now_ns();
  window_start_ns_ = last_cycle_end_ns_;
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

CollectorStats Collector::stats() const {
  std::lock_guard<std::mutex> guard(lock_);
  return stats_;
}

void Collector::driver_loop() {
  prctl(PR_SET_NAME, "ZDriver");
  std::unique_lock<std::mutex> guard(lock_);
  while (!stop_) {
    cv_.wait_for(guard, std::chrono::milliseconds(10), [&] { return stop_ || requested_; });
    if (stop_) break;
    GCCause cause;
    if (requested_) {
      cause = requested_cause_;
      requested_ = false;
    } else {
      guard.unlock();
      const bool fire = trigger(&cause);
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

bool Collector::trigger(GCCause* cause) {
  const int64_t now = now_ns();
  const size_t used = heap_.used_bytes();
  const size_t max = heap_.max_capacity();
  // Warm-up (ZGC): before three cycles have run, collect at 10 %, 20 % and 30 % of max capacity.
  if (warmup_cycles_ < 3 && used >= max / 10 * (warmup_cycles_ + 1)) {
    *cause = GCCause::Warmup;
    return true;
  }
  // Allocation rate (ZGC): collect when the free memory would last less than the expected cycle
  // time at the recent allocation rate (with 100 % headroom on the cycle time).
  const uint64_t allocated = heap_.allocated_bytes();
  const double seconds = double(now - last_rate_sample_ns_) / 1e9;
  if (seconds >= 0.01) {
    const double rate = double(allocated - last_allocated_) / seconds;
    avg_alloc_rate_ = avg_alloc_rate_ == 0 ? rate : 0.7 * avg_alloc_rate_ + 0.3 * rate;
    last_allocated_ = allocated;
    last_rate_sample_ns_ = now;
  }
  if (warmup_cycles_ >= 3 && avg_alloc_rate_ > 0) {
    const double free = double(max > used ? max - used : 0);
    const double time_to_oom = free / (avg_alloc_rate_ * 1.25);
    if (time_to_oom < 2.0 * avg_cycle_seconds_ + 0.01) {
      *cause = GCCause::AllocationRate;
      return true;
    }
  }
  // Timer (-XX:ZCollectionInterval).
  if (config_.collection_interval > 0 && double(now - last_cycle_end_ns_) / 1e9 >= config_.collection_interval) {
    *cause = GCCause::Timer;
    return true;
  }
  // Proactive (ZGC): the heap grew by 10 % of max since the last cycle, or 5 minutes passed with
  // growth, and a cycle would cost under 1 % of the time since the last one.
  if (config_.proactive && warmup_cycles_ >= 3) {
    const double since = double(now - last_cycle_end_ns_) / 1e9;
    const bool grew = used > used_after_last_ + max / 10;
    if ((grew || (since > 300 && used > used_after_last_)) && avg_cycle_seconds_ < since * 0.01) {
      *cause = GCCause::Proactive;
      return true;
    }
  }
  return false;
}

int64_t Collector::pause(const char* name, const char* operation, void (Collector::*body)()) {
  const int64_t ttsp = safepointer_.begin(operation);
  const int64_t start = now_ns();
  (this->*body)();
  const int64_t duration = now_ns() - start;
  safepointer_.end();
  {
    std::lock_guard<std::mutex> guard(lock_);
    stats_.pauses++;
    stats_.total_pause_ns += duration;
    stats_.max_pause_ns = std::max(stats_.max_pause_ns, duration);
    stats_.max_ttsp_ns = std::max(stats_.max_ttsp_ns, ttsp);
  }
  phase_done(name, duration);
  return duration;
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
  marker_->roots_done();
}

void Collector::pause_mark_end() {
  mark_end_ok_ = marker_->drain_in_pause(kMarkEndBudgetNs);
  if (mark_end_ok_) {
    phase_.store(Phase::MarkCompleted, std::memory_order_release);
    used_at_[1] = heap_.used_bytes();
    if (config_.verify) verify("after mark");
  }
}

void Collector::pause_relocate_start() {
  g_good_color.store(kRemapped, std::memory_order_relaxed);
  g_bad_mask.store(kMetadataBits & ~kRemapped, std::memory_order_relaxed);
  phase_.store(Phase::Relocate, std::memory_order_release);
  heap_.retire_shared_pages(/*relocation_targets=*/false);  // keeps prepare_relocation_target's page
  model_.retire_tlabs();
  used_at_[2] = heap_.used_bytes();
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
}

void Collector::pause_verify() { verify("after relocate"); }

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

void Collector::select_relocation_set() {
  const uint32_t seqnum = seqnum_.load(std::memory_order_relaxed);
  std::vector<Page*> empty;
  struct Candidate { size_t live; Page* page; };
  std::vector<Candidate> small, medium;
  size_t small_total = 0, medium_total = 0, large_total = 0, large_empty = 0, small_empty = 0,
         medium_empty = 0;
  for (Page* p : heap_.pages_snapshot()) {
    if (p->seqnum == seqnum) continue;  // allocated during this cycle: all live, not a candidate
    const size_t live = p->live.live_bytes(seqnum);
    (p->type == PageType::Small ? small_total : p->type == PageType::Medium ? medium_total : large_total) += p->size;
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
  auto select = [&](std::vector<Candidate>& group) {
    if (group.empty()) return;
    std::sort(group.begin(), group.end(), [](const Candidate& a, const Candidate& b) { return a.live < b.live; });
    std::vector<size_t> live;
    for (const Candidate& c : group) live.push_back(c.live);
    const size_t chosen = select_sparsest(live, group.front().page->size, config_.fragmentation_limit,
                                          config_.stress_relocate_all);
    for (size_t i = 0; i < chosen; i++) {
      Page* p = group[i].page;
      set.push_back(std::make_unique<Forwarding>(p, heap_.page_allocator().base(), p->live.live_objects(seqnum),
                                                 group[i].live));
    }
  };
  select(small);
  select(medium);
  relocator_->install(std::move(set), seqnum);
  GC_LOG(Reloc, Info, "GC({}) Small Pages: {} / {}M, Empty: {}M, Relocated: {}M, In-Place: -",
         gc_id_, small.size() + small_empty / kGranuleSize, mb(small_total), mb(small_empty),
         mb(relocator_->stats().live_bytes));
  GC_LOG(Reloc, Info, "GC({}) Medium Pages: {} / {}M, Empty: {}M", gc_id_, medium.size(), mb(medium_total),
         mb(medium_empty));
  GC_LOG(Reloc, Info, "GC({}) Large Pages: {}M, Empty: {}M", gc_id_, mb(large_total), mb(large_empty));
  GC_LOG(Reloc, Info, "GC({}) Relocation Set: {} pages, {}M live", gc_id_, relocator_->size(),
         mb(relocator_->stats().live_bytes));
}

void Collector::run_cycle(GCCause cause) {
  const int64_t start = now_ns();
  const size_t used_before = heap_.used_bytes();
  const unsigned workers = std::max(1u, config_.conc_gc_threads);

  marker_->reserve_for_roots();
  pause("Pause Mark Start", "ZMarkStart", &Collector::pause_mark_start);
  while (true) {
    const int64_t t = now_ns();
    marker_->run_workers(workers);
    phase_done("Concurrent Mark", now_ns() - t);
    pause("Pause Mark End", "ZMarkEnd", &Collector::pause_mark_end);
    if (mark_end_ok_) break;
  }
  int64_t t = now_ns();
  phase_done("Concurrent Process Non-Strong References", now_ns() - t);
  t = now_ns();
  relocator_->reset();
  phase_done("Concurrent Reset Relocation Set", now_ns() - t);
  t = now_ns();
  select_relocation_set();
  if (relocator_->copies()) heap_.prepare_relocation_target();
  phase_done("Concurrent Select Relocation Set", now_ns() - t);
  pause("Pause Relocate Start", "ZRelocateStart", &Collector::pause_relocate_start);
  t = now_ns();
  relocator_->run_workers(workers);
  phase_done("Concurrent Relocate", now_ns() - t);
  used_at_[3] = heap_.used_bytes();
  if (config_.verify) {
    safepointer_.begin("ZVerify");
    pause_verify();
    safepointer_.end();
  }
  const RelocationStats& rs = relocator_->stats();
  GC_LOG(Reloc, Info, "GC({}) Relocated: {}M in {} pages ({} in place, {} freed in {} flushes), {} objects copied by Java threads",
         gc_id_, mb(rs.live_bytes), rs.pages, rs.in_place_pages, rs.freed_pages, rs.flushes, rs.copied_by_mutators);
  log_cycle_end(cause, used_before, start);
  if (double(now_ns() - window_start_ns_) / 1e9 >= config_.stats_interval) print_statistics(false);
}

void Collector::log_cycle_end(GCCause cause, size_t used_before, int64_t start_ns) {
  const size_t used_after = heap_.used_bytes();
  const size_t max = heap_.max_capacity();
  const size_t capacity = heap_.committed_bytes();
  if (log_enabled(LogTopic::Heap, LogDetail::Info)) {
    const char* names[4] = {"Mark Start", "Mark End", "Relocate Start", "Relocate End"};
    std::string header = fmt::format("GC({}) {:>10}", gc_id_, "");
    std::string used_line = fmt::format("GC({}) {:>10}", gc_id_, "Used:");
    std::string free_line = fmt::format("GC({}) {:>10}", gc_id_, "Free:");
    for (int i = 0; i < 4; i++) {
      header += fmt::format("{:>19}", names[i]);
      used_line += fmt::format("{:>12} ({:>3}%)", fmt::format("{}M", mb(used_at_[i])), percent(used_at_[i], max));
      const size_t free = max > used_at_[i] ? max - used_at_[i] : 0;
      free_line += fmt::format("{:>12} ({:>3}%)", fmt::format("{}M", mb(free)), percent(free, max));
    }
    log_write(LogTopic::Heap, LogDetail::Info, fmt::format("GC({}) Max Capacity: {}M(100%)", gc_id_, mb(max)));
    log_write(LogTopic::Heap, LogDetail::Info, fmt::format("GC({}) Capacity: {}M({}%)", gc_id_, mb(capacity), percent(capacity, max)));
    log_write(LogTopic::Heap, LogDetail::Info, header);
    log_write(LogTopic::Heap, LogDetail::Info, free_line);
    log_write(LogTopic::Heap, LogDetail::Info, used_line);
    log_write(LogTopic::Heap, LogDetail::Info,
              fmt::format("GC({}) {:>10}{:>19}{:>12} ({:>3}%)", gc_id_, "Live:", "-", fmt::format("{}M", mb(marker_->marked_bytes())),
                          percent(marker_->marked_bytes(), max)));
  }
  GC_LOG(Gc, Info, "GC({}) Garbage Collection ({}) {}M({}%)->{}M({}%)", gc_id_, gc_cause_name(cause), mb(used_before),
         percent(used_before, max), mb(used_after), percent(used_after, max));
  const int64_t end = now_ns();
  const double seconds = double(end - start_ns) / 1e9;
  // JEP 545: the heap sizing policy reads the GC CPU share and grows the heap when cycles come
  // too often for their cost.
  if (MemoryWorker* worker = heap_.memory_worker()) worker->on_gc_cycle(seconds, used_after);
  std::lock_guard<std::mutex> guard(lock_);
  stats_.cycles++;
  stats_.relocated_bytes += relocator_->stats().live_bytes;
  stats_.relocated_in_place_pages += relocator_->stats().in_place_pages;
  stats_.freed_pages += relocator_->stats().freed_pages;
  avg_cycle_seconds_ = stats_.cycles == 1 ? seconds : 0.7 * avg_cycle_seconds_ + 0.3 * seconds;
  last_cycle_end_ns_ = end;
  used_after_last_ = used_after;
  if (warmup_cycles_ < 3) warmup_cycles_++;
  gc_id_++;
}

// --- gc+phases and gc+stats ------------------------------------------------------------------

void Collector::phase_done(const char* name, int64_t duration_ns) {
  GC_LOG(Phases, Info, "GC({}) {} {:.3f}ms", gc_id_, name, ms(duration_ns));
  std::lock_guard<std::mutex> guard(stats_lock_);
  for (auto* table : {&window_, &total_}) {
    PhaseStat& st = (*table)[name];
    st.count++;
    st.sum_ns += duration_ns;
    st.max_ns = std::max(st.max_ns, duration_ns);
  }
}

void Collector::print_statistics(bool final_table) {
  if (!log_enabled(LogTopic::Stats, LogDetail::Info)) return;
  std::lock_guard<std::mutex> guard(stats_lock_);
  if (total_.empty()) return;
  auto line = [](std::string_view text) { log_write(LogTopic::Stats, LogDetail::Info, text); };
  const double window_s = double(now_ns() - window_start_ns_) / 1e9;
  line(fmt::format("=== Garbage Collection Statistics ({}) ==========================================",
                   final_table ? "at exit" : "periodic"));
  line(fmt::format("{:<52}{:>24}{:>24}", "", fmt::format("Last {:.0f}s", window_s), "Total"));
  line(fmt::format("{:<52}{:>24}{:>24}", "", "Avg / Max (count)", "Avg / Max (count)"));
  // Pauses first, then concurrent phases, each in the order of the cycle.
  static const char* kOrder[] = {"Pause Mark Start", "Pause Mark End", "Pause Relocate Start",
                                 "Concurrent Mark", "Concurrent Process Non-Strong References",
                                 "Concurrent Reset Relocation Set", "Concurrent Select Relocation Set",
                                 "Concurrent Relocate"};
  auto cell = [](const std::map<std::string, PhaseStat>& table, const char* name) {
    auto it = table.find(name);
    if (it == table.end() || it->second.count == 0) return std::string("- / - (0)");
    const PhaseStat& st = it->second;
    return fmt::format("{:.3f} / {:.3f} ({})", ms(st.sum_ns) / double(st.count), ms(st.max_ns), st.count);
  };
  for (const char* name : kOrder) {
    line(fmt::format("  Phase: {:<44}{:>24}{:>24} ms", name, cell(window_, name), cell(total_, name)));
  }
  const CollectorStats st = stats_;  // lock_ not needed for a snapshot of counters read here
  line(fmt::format("  Critical: Allocation Stall{:>48}{:>24}", "", fmt::format("{} stalls", st.allocation_stalls)));
  line(fmt::format("  Memory: Relocated{:>57}{:>24}", "", fmt::format("{} MB", mb(st.relocated_bytes))));
  line(fmt::format("  Cycles: {}   Pauses: {}   Max pause: {:.3f} ms   Max time-to-safepoint: {:.3f} ms", st.cycles,
                   st.pauses, ms(st.max_pause_ns), ms(st.max_ttsp_ns)));
  line("=========================================================================================");
  window_.clear();
  window_start_ns_ = now_ns();
}

// --- -XX:+VerifyHeap ------------------------------------------------------------------------

void Collector::verify(const char* when) {
  // A full traversal from the roots, inside a pause, that changes nothing: every reference must
  // carry a valid color (after mark: the good one) and lead to a valid object on a page in use.
  const bool after_mark = phase_.load(std::memory_order_relaxed) == Phase::MarkCompleted;
  std::unordered_set<uintptr_t> visited;
  std::vector<uintptr_t> stack;
  size_t checked = 0;
  auto fail = [&](const char* what, uintptr_t where, zpointer value) {
    std::fprintf(stderr, "VerifyHeap (%s) failed: %s at %#" PRIxPTR " (value %#" PRIx64 ")\n", when, what, where,
                 uint64_t(value));
    std::fflush(stderr);
    std::abort();
  };
  auto check_object = [&](uintptr_t addr, uintptr_t where, zpointer value) {
    Page* page = heap_.page_allocator().page_of(addr);
    if (page == nullptr) fail("reference outside every page in use", where, value);
    if (addr < page->start || addr >= page->top.load(std::memory_order_relaxed)) {
      fail("reference beyond its page's top", where, value);
    }
    if (!model_.is_valid_object(addr)) fail("reference to something that is no object", where, value);
    if (visited.insert(addr).second) stack.push_back(addr);
  };
  struct Roots final : RootVisitor {
    decltype(check_object)& check;
    Collector& c;
    bool after_mark;
    Roots(decltype(check_object)& ch, Collector& c, bool am) : check(ch), c(c), after_mark(am) {}
    void raw(uintptr_t* slot) override {
      if (*slot != 0) check(*slot, uintptr_t(slot), *slot);
    }
    void colored(zpointer* slot) override { visit(slot); }
    void visit(zpointer* slot) {
      const zpointer v = *slot;
      if (v == 0) return;
      const zpointer color = v & kColorMask;
      if (color != kMarked0 && color != kMarked1 && color != kRemapped) {
        std::fprintf(stderr, "VerifyHeap: bad color %#" PRIx64 " at %p\n", uint64_t(v), static_cast<void*>(slot));
        std::abort();
      }
      if (after_mark && color != good_color()) {
        std::fprintf(stderr, "VerifyHeap (after mark): reachable field not good-colored %#" PRIx64 " at %p\n",
                     uint64_t(v), static_cast<void*>(slot));
        std::abort();
      }
      uintptr_t addr = uncolor(v);
      if (!after_mark && color != kRemapped) addr = c.relocator().remap(addr);
      check(addr, uintptr_t(slot), v);
    }
  } roots(check_object, *this, after_mark);
  model_.roots_do(roots);
  struct Fields final : FieldVisitor {
    Roots& r;
    explicit Fields(Roots& r) : r(r) {}
    void field(zpointer* f) override { r.visit(f); }
  } fields(roots);
  while (!stack.empty()) {
    const uintptr_t obj = stack.back();
    stack.pop_back();
    model_.fields_do(obj, fields);
    checked++;
  }
  GC_LOG(Gc, Debug, "GC({}) Verify Heap ({}): {} objects", gc_id_, when, checked);
}

}  // namespace jvmlab::gc

// PageAllocator: granules, the page cache, harvesting and heating. See page_allocator.hpp.
#include "gc/page_allocator.hpp"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <thread>
#include <vector>

#include "utilities/debug.hpp"

namespace jvmlab::gc {

namespace {

constexpr uintptr_t kAddressLimit = uintptr_t(1) << 47;  // address << 16 must fit in 64 bits

int64_t steady_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

size_t granules_for(size_t bytes) { return (bytes + kGranuleSize - 1) >> kGranuleShift; }

}  // namespace

PageAllocator::~PageAllocator() {
  // The reservation stays mapped: the VM ends with _Exit, tests reuse address space harmlessly.
}

double PageAllocator::now() const { return double(steady_ns() - start_ns_) * 1e-9; }

PageAllocatorError PageAllocator::initialize(const GcConfig& config) {
  start_ns_ = steady_ns();
  max_capacity_ = granules_for(std::max(config.max, kGranuleSize)) << kGranuleShift;
  support_ = probe_large_page_support();
  large_pages_ = config.large_pages && support_.thp_usable;
  // JEP 545: 16 x Xmx of address space, so that large objects and harvesting always find a
  // contiguous range. Like ZGC, settle for less when the kernel refuses (ulimit -v), down to 1 x.
  for (size_t factor = std::max<size_t>(config.reserve_factor, 1); factor >= 1; factor /= 2) {
    const size_t bytes = max_capacity_ * factor;
    if (bytes / factor != max_capacity_ || bytes >= kAddressLimit) continue;  // overflow
    base_ = os_.reserve(bytes, kGranuleSize, kAddressLimit);
    if (base_ != 0) {
      reserved_ = bytes;
      break;
    }
  }
  if (base_ == 0) return PageAllocatorError::AddressSpace;
  const size_t granules = reserved_ >> kGranuleShift;
  static_assert(State::Reserved == State{}, "zeroed granule state must mean Reserved");
  if (!state_.reset(granules) || !dirty_.reset(granules) || !free_since_.reset(granules) ||
      !page_table_.reset(granules) || !granule_code_.reset(granules)) {
    return PageAllocatorError::AddressSpace;
  }
  free_space_.insert(0, granules);
  // Large pages: one madvise over the whole reservation before anything is touched. The flag
  // lives on the mapping, so every later commit, and every remap of it, inherits it.
  if (large_pages_) advice_ = HugeAdvice::Huge;
  else if (support_.thp_mode == "always") advice_ = HugeAdvice::NoHuge;
  if (advice_ != HugeAdvice::None) os_.advise_huge(base_, reserved_, advice_ == HugeAdvice::Huge);

  const size_t initial = std::min(granules_for(std::max(config.initial, kGranuleSize)),
                                  max_capacity_ >> kGranuleShift);
  std::lock_guard<std::mutex> guard(lock_);
  free_space_.remove(0, initial);
  if (!commit_run(0, initial)) return PageAllocatorError::Commit;
  cache_.insert(0, initial);
  set_state(0, initial, State::Cached);
  committed_at_start_ = initial << kGranuleShift;
  if (config.pre_touch) {
    const int64_t t0 = steady_ns();
    pre_touch_parallel(base_, initial << kGranuleShift, std::max(1u, config.parallel_gc_threads));
    pre_touch_seconds_ = double(steady_ns() - t0) * 1e-9;
    set_heated(0, initial);
  } else {
    cold_.insert(0, initial);
    cold_bytes_ = initial << kGranuleShift;
  }
  return PageAllocatorError::None;
}

void PageAllocator::set_state(size_t first, size_t count, State s) {
  std::fill(state_.begin() + first, state_.begin() + first + count, s);
  // Used granules get their page's code from alloc_page_locked, which knows the type. Committed
  // memory keeps its heat (kGranuleHuge); address space has none.
  if (s == State::Reserved) {
    for (size_t g = first; g < first + count; g++) store_code(g, kGranuleUncommitted);
    return;
  }
  set_code(first, count, s == State::Cached ? kGranuleFree : kGranuleSmall);
  if (first + count > granule_high_water_.load(std::memory_order_relaxed)) {
    granule_high_water_.store(first + count, std::memory_order_release);
  }
}

void PageAllocator::set_code(size_t first, size_t count, uint8_t code) {
  for (size_t g = first; g < first + count; g++) {
    store_code(g, uint8_t(code | (granule_code_[g] & kGranuleHuge)));
  }
}

void PageAllocator::set_heated(size_t first, size_t count) {
  if (!large_pages_) return;  // 4 KB pages: never 2 MB-backed
  for (size_t g = first; g < first + count; g++) store_code(g, uint8_t(granule_code_[g] | kGranuleHuge));
}

size_t PageAllocator::granule_map(uint8_t* out, size_t capacity) const {
  // No lock: a pause must not wait for the memory worker, which holds lock_ while it commits and
  // heats (one in four recordings paid 1-30 us for it). Each code is one relaxed atomic byte,
  // written under lock_ by store_code; a granule changing while it is copied shows its old or its
  // new code, as if the copy had been made a moment earlier or later.
  const size_t n = std::min(granule_high_water_.load(std::memory_order_acquire), capacity);
  for (size_t g = 0; g < n; g++) {
    out[g] = std::atomic_ref<uint8_t>(const_cast<uint8_t&>(granule_code_[g])).load(std::memory_order_relaxed);
  }
  return n;
}

bool PageAllocator::commit_run(size_t first, size_t count) {
  if (!os_.commit(address(first), count << kGranuleShift)) return false;
  committed_.fetch_add(count << kGranuleShift, std::memory_order_relaxed);
  std::fill(dirty_.begin() + first, dirty_.begin() + first + count, 0);
  return true;
}

void PageAllocator::pre_touch_parallel(uintptr_t start, size_t bytes, unsigned threads) {
  // Equal granule-aligned parts, one populate call each; this thread takes the first part.
  const size_t granules = bytes >> kGranuleShift;
  threads = unsigned(std::min<size_t>(threads, granules));
  std::vector<std::thread> workers;
  size_t first = 0;
  uintptr_t mine_start = 0;
  size_t mine_bytes = 0;
  for (unsigned i = 0; i < threads; i++) {
    const size_t count = granules / threads + (i < granules % threads ? 1 : 0);
    const uintptr_t s = start + (first << kGranuleShift);
    const size_t b = count << kGranuleShift;
    if (i == 0) {
      mine_start = s;
      mine_bytes = b;
    } else {
      workers.emplace_back([this, s, b] { heat(s, b); });
    }
    first += count;
  }
  heat(mine_start, mine_bytes);
  for (auto& w : workers) w.join();
}

void PageAllocator::heat(uintptr_t start, size_t bytes) {
  if (bytes == 0) return;
  os_.populate(start, bytes, support_.populate_write);
  // Repair what the kernel could not give 2 MB pages at fault time, and only that: collapse checks
  // the page tables first, since even a collapse with nothing to do drains every CPU's LRU caches
  // under the mmap lock (a stall for every thread that maps or faults meanwhile). On 4 KB pages
  // the collapse copies (~5 ms per granule).
  if (large_pages_ && support_.collapse) os_.collapse(start, bytes, support_.huge_check);
  heated_.fetch_add(bytes, std::memory_order_relaxed);
}

bool PageAllocator::harvest_into(size_t dest, size_t count) {
  // Take the largest cached runs first: fewest mremap calls.
  std::vector<std::pair<size_t, size_t>> runs(cache_.runs().begin(), cache_.runs().end());
  std::sort(runs.begin(), runs.end(),
            [](const auto& a, const auto& b) { return a.second > b.second; });
  size_t done = 0;
  for (const auto& [start, length] : runs) {
    if (done == count) break;
    const size_t take = std::min(length, count - done);
    if (!os_.remap(address(start), address(dest + done), take << kGranuleShift, advice_)) return false;
    cache_.remove(start, take);
    // The moved memory keeps its contents and its heat; its old addresses are address space again.
    for (size_t i = 0; i < take; i++) {
      dirty_[dest + done + i] = dirty_[start + i];
      dirty_[start + i] = 0;
      store_code(dest + done + i, granule_code_[start + i]);  // the caller sets the state
      if (cold_.contains(start + i, 1)) {
        cold_.remove(start + i, 1);
        cold_.insert(dest + done + i, 1);
      }
    }
    set_state(start, take, State::Reserved);
    free_space_.insert(start, take);
    harvested_ += take << kGranuleShift;
    done += take;
  }
  return done == count;
}

std::optional<size_t> PageAllocator::extend_cached_run(size_t granules) {
  // A cached run followed by enough free address space becomes the page by committing only what
  // it lacks, right behind it: no remap needed (typical when the memory worker's last step at the
  // frontier is shorter than a medium page).
  for (const auto& [start, length] : cache_.runs()) {
    const size_t missing = granules - length;  // length < granules, or first fit had taken it
    if (!free_space_.contains(start + length, missing)) continue;
    if (committed_.load(std::memory_order_relaxed) + (missing << kGranuleShift) > max_capacity_) {
      return std::nullopt;
    }
    const size_t first = start, tail = start + length;
    free_space_.remove(tail, missing);
    if (!commit_run(tail, missing)) {
      free_space_.insert(tail, missing);
      return std::nullopt;
    }
    cache_.remove(first, length);
    committed_by_mutator_ += missing << kGranuleShift;
    cold_.insert(tail, missing);
    cold_bytes_.fetch_add(missing << kGranuleShift, std::memory_order_relaxed);
    return first;
  }
  return std::nullopt;
}

Page* PageAllocator::alloc_page(PageType type, size_t granules, bool* dirty, bool queue_first) {
  std::lock_guard<std::mutex> guard(lock_);
  // Stalled requests come first: memory freed while they wait is theirs.
  if (queue_first && !stalled_.empty()) return nullptr;
  return alloc_page_locked(type, granules, dirty);
}

Page* PageAllocator::alloc_page_locked(PageType type, size_t granules, bool* dirty) {
  size_t first;
  {
    if (auto run = cache_.take_first_fit(granules)) {
      first = *run;
    } else if (auto grown = extend_cached_run(granules)) {
      first = *grown;
    } else {
      const size_t cached = std::min(cache_.total(), granules);
      const size_t fresh = granules - cached;
      if (committed_.load(std::memory_order_relaxed) + (fresh << kGranuleShift) > max_capacity_) {
        return nullptr;  // at -Xmx: only a collection can help
      }
      auto dest = free_space_.take_first_fit(granules);
      if (!dest) return nullptr;  // address space exhausted by fragmentation (16 x Xmx: rare)
      first = *dest;
      // Harvest what the cache has, commit the rest right behind it.
      if ((cached > 0 && !harvest_into(first, cached)) ||
          (fresh > 0 && !commit_run(first + cached, fresh))) {
        free_space_.insert(first, granules);  // the kernel said no: behave as a full heap
        return nullptr;
      }
      if (fresh > 0) {
        committed_by_mutator_ += fresh << kGranuleShift;
        cold_.insert(first + cached, fresh);  // handed to the memory worker for heating
        cold_bytes_.fetch_add(fresh << kGranuleShift, std::memory_order_relaxed);
      }
    }
    JVMLAB_ASSERT(std::all_of(&page_table_[first], &page_table_[first] + granules, [](Page* p) { return p == nullptr; }),
                  "a page's granules map to no other page in the page table");
    set_state(first, granules, State::Used);
    set_code(first, granules, type == PageType::Small ? kGranuleSmall : type == PageType::Medium ? kGranuleMedium : kGranuleLarge);
    *dirty = std::any_of(&dirty_[first], &dirty_[first] + granules,
                         [](uint8_t d) { return d != 0; });
    std::fill(dirty_.begin() + first, dirty_.begin() + first + granules, 1);
    used_.fetch_add(granules << kGranuleShift, std::memory_order_relaxed);
    Page* page = new Page(type, address(first), granules << kGranuleShift);
    std::fill(page_table_.begin() + first, page_table_.begin() + first + granules, page);
    return page;
  }
}

void PageAllocator::free_page(Page* page) { free_pages({page}); }

void PageAllocator::free_pages(const std::vector<Page*>& pages) {
  {
    std::lock_guard<std::mutex> guard(lock_);
    const float t = float(now());
    for (Page* page : pages) {
      JVMLAB_ASSERT(contains(reinterpret_cast<void*>(page->start)) && page->start + page->size <= base_ + reserved_,
                    "a freed page lies inside the reservation");
      const size_t first = granule(page->start), count = page->size >> kGranuleShift;
      JVMLAB_ASSERT(std::all_of(&page_table_[first], &page_table_[first] + count, [page](Page* p) { return p == page; }),
                    "a freed page owns every granule it covers in the page table (no double free)");
      set_state(first, count, State::Cached);
      std::fill(page_table_.begin() + first, page_table_.begin() + first + count, nullptr);
      std::fill(free_since_.begin() + first, free_since_.begin() + first + count, t);
      cache_.insert(first, count);
      used_.fetch_sub(page->size, std::memory_order_relaxed);
    }
    satisfy_stalled();
  }
  for (Page* page : pages) delete page;
}

void PageAllocator::satisfy_stalled() {
  bool any = false;
  while (!stalled_.empty()) {
    StalledAllocation* r = stalled_.front();
    bool dirty = false;
    Page* page = alloc_page_locked(r->type, r->granules, &dirty);
    if (page == nullptr) break;  // in order: a later request does not overtake the oldest
    r->page = page;
    r->dirty = dirty;
    r->result = StalledAllocation::Result::Satisfied;
    stalled_.pop_front();
    any = true;
  }
  if (any) stall_cv_.notify_all();
}

bool PageAllocator::enqueue_stalled(StalledAllocation* request) {
  std::lock_guard<std::mutex> guard(lock_);
  if (stalled_.empty()) {
    bool dirty = false;
    if (Page* page = alloc_page_locked(request->type, request->granules, &dirty)) {
      request->page = page;
      request->dirty = dirty;
      request->result = StalledAllocation::Result::Satisfied;
      return true;
    }
  }
  request->result = StalledAllocation::Result::Waiting;
  stalled_.push_back(request);
  return false;
}

void PageAllocator::wait_stalled(StalledAllocation* request) {
  std::unique_lock<std::mutex> guard(lock_);
  stall_cv_.wait(guard, [request] { return request->result != StalledAllocation::Result::Waiting; });
}

bool PageAllocator::check_out_of_memory(uint32_t seqnum) {
  std::lock_guard<std::mutex> guard(lock_);
  bool failed = false;
  // Oldest first; each failed request leaves room for the next one in a later cycle.
  std::erase_if(stalled_, [&](StalledAllocation* r) {
    if (r->seqnum >= seqnum) return false;  // stalled during this cycle: one more cycle for it
    r->result = StalledAllocation::Result::Failed;
    failed = true;
    return true;
  });
  if (failed) stall_cv_.notify_all();
  return !stalled_.empty();
}

void PageAllocator::fail_stalled() {
  std::lock_guard<std::mutex> guard(lock_);
  for (StalledAllocation* r : stalled_) r->result = StalledAllocation::Result::Failed;
  stalled_.clear();
  stall_cv_.notify_all();
}

size_t PageAllocator::stalled_count() const {
  std::lock_guard<std::mutex> guard(lock_);
  return stalled_.size();
}

size_t PageAllocator::commit_ahead(size_t bytes) {
  // Reserve the range and its capacity under the lock, commit without it (Java threads taking
  // pages meanwhile never wait for the system call), then hand it to the cache.
  size_t first, count;
  {
    std::lock_guard<std::mutex> guard(lock_);
    const size_t committed = committed_.load(std::memory_order_relaxed);
    if (committed >= max_capacity_) return 0;
    count = std::min(granules_for(bytes), (max_capacity_ - committed) >> kGranuleShift);
    if (count == 0) return 0;
    auto run = free_space_.take_first_fit(count);
    if (!run) return 0;
    first = *run;
    committed_.fetch_add(count << kGranuleShift, std::memory_order_relaxed);  // capacity taken
  }
  const bool ok = os_.commit(address(first), count << kGranuleShift);
  std::lock_guard<std::mutex> guard(lock_);
  if (!ok) {
    committed_.fetch_sub(count << kGranuleShift, std::memory_order_relaxed);
    free_space_.insert(first, count);
    return 0;
  }
  std::fill(dirty_.begin() + first, dirty_.begin() + first + count, 0);
  const float t = float(now());
  std::fill(free_since_.begin() + first, free_since_.begin() + first + count, t);
  set_state(first, count, State::Cached);
  cache_.insert(first, count);
  cold_.insert(first, count);
  cold_bytes_.fetch_add(count << kGranuleShift, std::memory_order_relaxed);
  committed_by_worker_ += count << kGranuleShift;
  satisfy_stalled();
  return count << kGranuleShift;
}

size_t PageAllocator::heat_next(size_t bytes) {
  uintptr_t start;
  size_t length;
  {
    std::lock_guard<std::mutex> guard(lock_);
    if (cold_.empty()) return 0;
    const auto [first, count] = *cold_.runs().begin();  // a copy: remove() erases the run
    const size_t take = std::min(count, std::max<size_t>(1, granules_for(bytes)));
    start = address(first);
    length = take << kGranuleShift;
    cold_.remove(first, take);
    set_heated(first, take);  // from now on (heated just below, outside the lock)
    cold_bytes_.fetch_sub(length, std::memory_order_relaxed);
  }
  // Outside the lock: Java threads keep allocating while the kernel populates. Populating is
  // harmless to memory already in use (it only faults pages in), and a run harvested away
  // meanwhile makes the call fail with EFAULT/ENOMEM, which is ignored.
  heat(start, length);
  return length;
}

bool PageAllocator::claim_cold(uintptr_t start, size_t bytes) {
  std::lock_guard<std::mutex> guard(lock_);
  const size_t first = granule(start), count = bytes >> kGranuleShift;
  bool any = false;
  for (size_t i = first; i < first + count; i++) {
    if (cold_.contains(i, 1)) {
      cold_.remove(i, 1);
      set_heated(i, 1);  // the caller heats it now
      cold_bytes_.fetch_sub(kGranuleSize, std::memory_order_relaxed);
      any = true;
    }
  }
  return any;
}

size_t PageAllocator::uncommit_unused(double now, double delay_seconds, size_t keep_committed) {
  std::vector<std::pair<size_t, size_t>> victims;  // runs to uncommit, highest first
  {
    std::lock_guard<std::mutex> guard(lock_);
    size_t committed = committed_.load(std::memory_order_relaxed);
    if (committed <= keep_committed || !stalled_.empty()) return 0;  // stalled threads want it
    size_t budget = (committed - keep_committed) >> kGranuleShift;
    for (auto it = cache_.runs().rbegin(); it != cache_.runs().rend() && budget > 0; ++it) {
      // Within a run take the old-enough granules from the top down, as one run.
      const size_t start = it->first, count = it->second;
      size_t n = 0;
      while (n < count && n < budget &&
             now - double(free_since_[start + count - 1 - n]) >= delay_seconds) {
        n++;
      }
      if (n > 0) {
        victims.emplace_back(start + count - n, n);
        budget -= n;
      }
    }
    for (const auto& [start, n] : victims) {
      cache_.remove(start, n);
      set_state(start, n, State::Reserved);  // not in free_space_ until the call is done
      for (size_t i = start; i < start + n; i++) {
        if (cold_.contains(i, 1)) {
          cold_.remove(i, 1);
          cold_bytes_.fetch_sub(kGranuleSize, std::memory_order_relaxed);
        }
      }
    }
  }
  size_t total = 0;
  for (const auto& [start, n] : victims) {
    const bool ok = os_.uncommit(address(start), n << kGranuleShift, advice_);
    std::lock_guard<std::mutex> guard(lock_);
    if (ok) {
      committed_.fetch_sub(n << kGranuleShift, std::memory_order_relaxed);
      free_space_.insert(start, n);
      std::fill(dirty_.begin() + start, dirty_.begin() + start + n, 0);
      uncommitted_ += n << kGranuleShift;
      total += n << kGranuleShift;
    } else {  // still committed, and no longer cold: back into the cache
      set_state(start, n, State::Cached);
      set_heated(start, n);
      cache_.insert(start, n);
    }
  }
  return total;
}

uintptr_t PageAllocator::harvest_all() {
  std::lock_guard<std::mutex> guard(lock_);
  const size_t count = cache_.total();
  if (count == 0) return 0;
  auto dest = free_space_.take_first_fit(count);
  if (!dest) return 0;
  if (!harvest_into(*dest, count)) {
    free_space_.insert(*dest, count);
    return 0;
  }
  cache_.insert(*dest, count);
  set_state(*dest, count, State::Cached);
  const float t = float(now());
  std::fill(free_since_.begin() + *dest, free_since_.begin() + *dest + count, t);
  return address(*dest);
}

PageAllocatorStats PageAllocator::stats() const {
  std::lock_guard<std::mutex> guard(lock_);
  PageAllocatorStats s;
  s.reserved = reserved_;
  s.committed = committed_.load(std::memory_order_relaxed);
  s.used = used_.load(std::memory_order_relaxed);
  s.cached = cache_.total() << kGranuleShift;
  s.cold = cold_.total() << kGranuleShift;
  s.committed_by_worker = committed_by_worker_;
  s.committed_by_mutator = committed_by_mutator_;
  s.committed_at_start = committed_at_start_;
  s.harvested = harvested_;
  s.uncommitted = uncommitted_;
  s.heated = heated_.load(std::memory_order_relaxed);
  s.max_capacity = max_capacity_;
  return s;
}

}  // namespace jvmlab::gc

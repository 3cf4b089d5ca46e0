// Building a method's profile side table from its original bytecode (method_profile.hpp).
#include "runtime/oops/method_profile.hpp"

#include <limits>

#include "bytecode/bytecode_walk.hpp"
#include "runtime/oops/klass.hpp"

namespace jvmlab {

MethodProfile* MethodProfile::start(Method* m) {
  if (!enabled_) return nullptr;
  if (MethodProfile* existing = m->profile.load(std::memory_order_acquire)) return existing;
  // The original bytecode: Method::code is rewritten into quick forms concurrently.
  const classfile::Code* code = m->info && m->info->code ? &*m->info->code : nullptr;
  auto p = std::make_unique<MethodProfile>();
  if (code != nullptr) {
    const std::span<const uint8_t> bytes(code->code);
    p->site_of_bci_.assign(bytes.size(), -1);
    for (int bci = 0; bci < int(bytes.size());) {
      const int len = bc::instruction_length(bytes, bci);
      if (len <= 0) break;  // malformed tail: the sites found so far
      const uint8_t op = bytes[size_t(bci)];
      const bool virtual_call = op == bc::INVOKEVIRTUAL || op == bc::INVOKEINTERFACE;
      if (virtual_call && p->site_count_ < size_t(std::numeric_limits<int16_t>::max())) {
        p->site_of_bci_[size_t(bci)] = int16_t(p->site_count_++);
      }
      bci += len;
    }
    p->sites_ = std::make_unique<ReceiverProfile[]>(p->site_count_);
  }
  MethodProfile* expected = nullptr;
  if (m->profile.compare_exchange_strong(expected, p.get(), std::memory_order_acq_rel)) return p.release();
  return expected;  // another thread published first
}

}  // namespace jvmlab

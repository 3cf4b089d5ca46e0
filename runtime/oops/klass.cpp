// Klass and Method queries: subtyping, member lookup, names, line numbers. See klass.hpp.
#include "runtime/oops/klass.hpp"

#include <algorithm>

namespace jvmlab {

int Method::line_number(int bci) const {
  if (!info || !info->code) return -1;
  int best = -1;
  int best_pc = -1;
  for (const auto& ln : info->code->line_numbers) {
    if (ln.start_pc <= bci && int(ln.start_pc) > best_pc) {
      best_pc = ln.start_pc;
      best = ln.line_number;
    }
  }
  return best;
}

std::string Method::external_name() const { return holder->external_name() + "." + name; }

bool Klass::is_subtype_of(const Klass* other) const {
  if (this == other) return true;
  if (is_array) {
    if (!other->is_array) {
      // Arrays are Objects, Cloneable and Serializable (JVMS §4.10.1.2).
      return other->super == nullptr && !other->is_interface() && !other->is_primitive
                 ? other->name == "java/lang/Object"
                 : (other->name == "java/lang/Cloneable" || other->name == "java/io/Serializable");
    }
    if (component == nullptr || other->component == nullptr) return false;  // primitive arrays
    return component->is_subtype_of(other->component);
  }
  if (other->is_interface()) {
    return std::find(all_interfaces.begin(), all_interfaces.end(), other) != all_interfaces.end();
  }
  for (const Klass* k = super; k != nullptr; k = k->super) {
    if (k == other) return true;
  }
  return false;
}

Method* Klass::find_declared_method(std::string_view n, std::string_view d) const {
  for (const auto& m : methods) {
    if (m->name == n && m->descriptor == d) return m.get();
  }
  return nullptr;
}

Field* Klass::find_declared_field(std::string_view n, std::string_view d) {
  for (auto& f : fields) {
    if (f.name == n && (d.empty() || f.descriptor == d)) return &f;
  }
  return nullptr;
}

std::string Klass::external_name() const {
  if (is_array) {
    std::string s = name;
    std::replace(s.begin(), s.end(), '/', '.');
    return s;
  }
  std::string s = name;
  std::replace(s.begin(), s.end(), '/', '.');
  return s;
}

}  // namespace jvmlab

namespace jvmlab {

Method* Klass::itable_select(const Method* im) const {
  JVMLAB_ASSERT(im->itable_index >= 0, "itable selection of an interface method");
  for (const ItableEntry& e : itable) {
    if (e.interface != im->holder) continue;
    const int32_t v = itable_indices[e.offset + uint32_t(im->itable_index)];
    return v < 0 ? nullptr : vtable[size_t(v)];
  }
  return nullptr;
}

}  // namespace jvmlab

// Records' toString/equals/hashCode: the VM's own implementation of the bootstrap
// java.lang.runtime.ObjectMethods.bootstrap (JLS §8.10.3 behaviour, JDK 17 output format:
// "Point[x=1, y=2]", equals per component, hashCode = 31 * h + component hash).
#include <cmath>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "runtime/classloading/link_resolver.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::interp {

using classfile::CpTag;

struct RecordSite {
  enum Kind : uint8_t { ToString, Equals, HashCode } kind;
  std::u16string simple_name;  // "Point" for RecordsBasic$Point
  struct Component {
    std::u16string name;
    BasicType type;
    uint32_t offset;
  };
  std::vector<Component> components;
};

namespace {

Method* find_static(JavaThread* t, const char* cls, const char* name, const char* desc) {
  Klass* k = find_class(t, cls);
  if (!k || !initialize_class(t, k)) return nullptr;
  return k->find_declared_method(name, desc);
}

/// String.valueOf(component) appended to `out`; false with an exception pending. `o` is read
/// before the first safepoint only: callers pass it fresh from a handle for each component.
bool append_component(JavaThread* t, std::u16string& out, BasicType type, Object* o, uint32_t off) {
  char buf[32];
  switch (type) {
    case BasicType::Int: case BasicType::Short: case BasicType::Byte: {
      int32_t v = type == BasicType::Int ? get_field<int32_t>(o, off)
                  : type == BasicType::Short ? get_field<int16_t>(o, off) : get_field<int8_t>(o, off);
      snprintf(buf, sizeof buf, "%d", v);
      for (char* p = buf; *p; p++) out.push_back(char16_t(*p));
      return true;
    }
    case BasicType::Long:
      snprintf(buf, sizeof buf, "%lld", static_cast<long long>(get_field<int64_t>(o, off)));
      for (char* p = buf; *p; p++) out.push_back(char16_t(*p));
      return true;
    case BasicType::Boolean: out += get_field<int8_t>(o, off) ? u"true" : u"false"; return true;
    case BasicType::Char: out.push_back(get_field<char16_t>(o, off)); return true;
    default: break;
  }
  Slot r;
  if (type == BasicType::Float || type == BasicType::Double) {
    bool is_float = type == BasicType::Float;
    // Read the value first: finding Float/Double may load classes, a safepoint that moves `o`.
    Slot a[2] = {is_float ? Slot(get_field<uint32_t>(o, off)) : get_field<uint64_t>(o, off), 0};
    Method* m = is_float ? find_static(t, "java/lang/Float", "toString", "(F)Ljava/lang/String;")
                         : find_static(t, "java/lang/Double", "toString", "(D)Ljava/lang/String;");
    if (!m) return false;
    r = call_java(t, m, a, is_float ? 1 : 2);
  } else {
    Object* v = get_ref_field(o, off);
    Object* s = to_java_string(t, v);
    r = ref_slot(s);
  }
  if (t->has_pending_exception()) return false;
  Object* s = slot_ref(r);
  out += s ? string_chars(s) : u"null";
  return true;
}

}  // namespace

RecordSite* make_record_site(JavaThread* t, Klass* holder, uint16_t index, int* arg_slots) {
  const auto& cf = *holder->class_file;
  const auto& cp = cf.constant_pool;
  const auto& indy = cp[index];
  const auto& bsm = cf.bootstrap_methods[indy.index1];
  const std::string& name = cf.utf8(cp[indy.index2].index1);
  auto site = std::make_unique<RecordSite>();
  if (name == "toString") site->kind = RecordSite::ToString;
  else if (name == "equals") site->kind = RecordSite::Equals;
  else if (name == "hashCode") site->kind = RecordSite::HashCode;
  else {
    throw_new(t, "java/lang/BootstrapMethodError", "ObjectMethods: unknown method " + name);
    return nullptr;
  }
  *arg_slots = site->kind == RecordSite::Equals ? 2 : 1;
  // Arguments: the record class, "a;b;c", then one getter (REF_getField) per component.
  if (bsm.arguments.size() < 2) {
    throw_new(t, "java/lang/BootstrapMethodError", std::string("ObjectMethods: missing arguments"));
    return nullptr;
  }
  Klass* record = find_class(t, cf.class_name(bsm.arguments[0]));
  if (!record) return nullptr;
  std::string simple = record->name.substr(record->name.find_last_of("/$") + 1);
  if (record->class_file) {
    for (const auto& ic : record->class_file->inner_classes) {
      if (ic.inner_class == record->name && !ic.inner_name.empty()) simple = ic.inner_name;
    }
  }
  site->simple_name = std::u16string(simple.begin(), simple.end());
  auto names = classfile::decode_modified_utf8(cf.utf8(cp[bsm.arguments[1]].index1));
  std::vector<std::u16string> parts;
  if (names && !names->empty()) {
    size_t start = 0;
    for (size_t i = 0; i <= names->size(); i++) {
      if (i == names->size() || (*names)[i] == u';') {
        parts.push_back(names->substr(start, i - start));
        start = i + 1;
      }
    }
  }
  for (size_t i = 2; i < bsm.arguments.size(); i++) {
    const auto& mh = cp[bsm.arguments[i]];
    if (mh.tag != CpTag::MethodHandle) continue;
    const auto& fref = cp[mh.index2];
    const auto& nat = cp[fref.index2];
    Field* f = resolve_field(record, cf.utf8(nat.index1), cf.utf8(nat.index2));
    if (!f) {
      throw_new(t, "java/lang/NoSuchFieldError", cf.utf8(nat.index1));
      return nullptr;
    }
    site->components.push_back({i - 2 < parts.size() ? parts[i - 2] : u"?", f->type, f->offset});
  }
  static std::mutex all_sites_lock;  // guards all_sites (threads may link sites concurrently)
  static std::vector<std::unique_ptr<RecordSite>> all_sites;
  std::lock_guard<std::mutex> lk(all_sites_lock);
  all_sites.push_back(std::move(site));
  return all_sites.back().get();
}

bool run_record_method(JavaThread* t, RecordSite* site, Slot* args, Slot* result) {
  Object* self = slot_ref(args[0]);
  if (!self) {
    throw_npe(t);
    return false;
  }
  switch (site->kind) {
    case RecordSite::ToString: {
      HandleScope hs(t);
      Handle hself(t, self);
      std::u16string out = site->simple_name + u"[";
      for (size_t i = 0; i < site->components.size(); i++) {
        const auto& c = site->components[i];
        if (i) out += u", ";
        out += c.name + u"=";
        if (!append_component(t, out, c.type, hself.get(), c.offset)) return false;
      }
      out += u"]";
      Object* s = new_string(t, out);
      *result = ref_slot(s);
      return s != nullptr;
    }
    case RecordSite::Equals: {
      Object* other = slot_ref(args[1]);
      bool eq = other != nullptr && other->klass == self->klass;
      HandleScope hs(t);
      Handle hself(t, self), hother(t, other);
      for (const auto& c : site->components) {
        if (!eq) break;
        Object* a = hself.get();
        Object* b = hother.get();
        switch (c.type) {
          case BasicType::Float: {  // Float.compare(a, b) == 0
            float x = get_field<float>(a, c.offset), y = get_field<float>(b, c.offset);
            eq = (x == y && std::signbit(x) == std::signbit(y)) || (x != x && y != y);
            break;
          }
          case BasicType::Double: {
            double x = get_field<double>(a, c.offset), y = get_field<double>(b, c.offset);
            eq = (x == y && std::signbit(x) == std::signbit(y)) || (x != x && y != y);
            break;
          }
          case BasicType::Reference: {  // Objects.equals
            Object* x = get_ref_field(a, c.offset);
            Object* y = get_ref_field(b, c.offset);
            if (x == y) break;
            if (!x || !y) { eq = false; break; }
            Slot arg = ref_slot(y);
            Slot r = call_virtual(t, x, "equals", "(Ljava/lang/Object;)Z", &arg, 1);
            if (t->has_pending_exception()) return false;
            eq = slot_int(r) != 0;
            break;
          }
          default:
            eq = std::memcmp(reinterpret_cast<char*>(a) + c.offset, reinterpret_cast<char*>(b) + c.offset,
                             basic_type_size(c.type)) == 0;
        }
      }
      *result = int_slot(eq ? 1 : 0);
      return true;
    }
    case RecordSite::HashCode: {
      int32_t h = 0;
      HandleScope hs(t);
      Handle hself(t, self);
      for (const auto& c : site->components) {
        Object* o = hself.get();
        int32_t v = 0;
        switch (c.type) {
          case BasicType::Int: v = get_field<int32_t>(o, c.offset); break;
          case BasicType::Short: v = get_field<int16_t>(o, c.offset); break;
          case BasicType::Byte: v = get_field<int8_t>(o, c.offset); break;
          case BasicType::Char: v = get_field<char16_t>(o, c.offset); break;
          case BasicType::Boolean: v = get_field<int8_t>(o, c.offset) ? 1231 : 1237; break;
          case BasicType::Long: {
            uint64_t x = get_field<uint64_t>(o, c.offset);
            v = int32_t(x ^ (x >> 32));
            break;
          }
          case BasicType::Float: {  // Float.hashCode = floatToIntBits (canonical NaN)
            float f = get_field<float>(o, c.offset);
            v = f != f ? 0x7fc00000 : int32_t(get_field<uint32_t>(o, c.offset));
            break;
          }
          case BasicType::Double: {
            double d = get_field<double>(o, c.offset);
            uint64_t x = d != d ? 0x7ff8000000000000ull : get_field<uint64_t>(o, c.offset);
            v = int32_t(x ^ (x >> 32));
            break;
          }
          default: {
            Object* r = get_ref_field(o, c.offset);
            if (r) {
              Slot s = call_virtual(t, r, "hashCode", "()I");
              if (t->has_pending_exception()) return false;
              v = slot_int(s);
            }
          }
        }
        h = int32_t(uint32_t(h) * 31u + uint32_t(v));
      }
      *result = int_slot(h);
      return true;
    }
  }
  return false;
}

}  // namespace jvmlab::interp

// Class-file writer: encodes the constant pool, fields and methods of a generated class (JVMS §4).
#include "classfile/class_writer.hpp"

namespace jvmlab::classfile {

namespace {

void put_u1(std::vector<uint8_t>& out, uint8_t v) { out.push_back(v); }
void put_u2(std::vector<uint8_t>& out, uint16_t v) {
  out.push_back(uint8_t(v >> 8));
  out.push_back(uint8_t(v));
}
void put_u4(std::vector<uint8_t>& out, uint32_t v) {
  put_u2(out, uint16_t(v >> 16));
  put_u2(out, uint16_t(v));
}

// Constant-pool tags (JVMS Table 4.4-B).
constexpr uint8_t kUtf8 = 1, kInteger = 3, kClass = 7, kFieldref = 9, kMethodref = 10,
                  kInterfaceMethodref = 11, kNameAndType = 12;

}  // namespace

uint16_t ConstantPoolBuilder::add(std::string key, std::vector<uint8_t> entry) {
  auto it = index_.find(key);
  if (it != index_.end()) return it->second;
  uint16_t index = next_++;
  index_.emplace(std::move(key), index);
  bytes_.insert(bytes_.end(), entry.begin(), entry.end());
  return index;
}

uint16_t ConstantPoolBuilder::utf8(std::string_view s) {
  // Callers pass names and descriptors, which are ASCII or already modified UTF-8.
  std::vector<uint8_t> e;
  put_u1(e, kUtf8);
  put_u2(e, uint16_t(s.size()));
  e.insert(e.end(), s.begin(), s.end());
  return add("1:" + std::string(s), std::move(e));
}

uint16_t ConstantPoolBuilder::class_ref(std::string_view internal_name) {
  uint16_t name = utf8(internal_name);
  std::vector<uint8_t> e;
  put_u1(e, kClass);
  put_u2(e, name);
  return add("7:" + std::to_string(name), std::move(e));
}

uint16_t ConstantPoolBuilder::integer(int32_t v) {
  std::vector<uint8_t> e;
  put_u1(e, kInteger);
  put_u4(e, uint32_t(v));
  return add("3:" + std::to_string(v), std::move(e));
}

uint16_t ConstantPoolBuilder::name_and_type(std::string_view name, std::string_view descriptor) {
  uint16_t n = utf8(name), d = utf8(descriptor);
  std::vector<uint8_t> e;
  put_u1(e, kNameAndType);
  put_u2(e, n);
  put_u2(e, d);
  return add("12:" + std::to_string(n) + ":" + std::to_string(d), std::move(e));
}

uint16_t ConstantPoolBuilder::field_ref(std::string_view cls, std::string_view name,
                                        std::string_view descriptor) {
  uint16_t c = class_ref(cls), nat = name_and_type(name, descriptor);
  std::vector<uint8_t> e;
  put_u1(e, kFieldref);
  put_u2(e, c);
  put_u2(e, nat);
  return add("9:" + std::to_string(c) + ":" + std::to_string(nat), std::move(e));
}

uint16_t ConstantPoolBuilder::method_ref(std::string_view cls, std::string_view name,
                                         std::string_view descriptor, bool is_interface) {
  uint16_t c = class_ref(cls), nat = name_and_type(name, descriptor);
  uint8_t tag = is_interface ? kInterfaceMethodref : kMethodref;
  std::vector<uint8_t> e;
  put_u1(e, tag);
  put_u2(e, c);
  put_u2(e, nat);
  return add(std::to_string(tag) + ":" + std::to_string(c) + ":" + std::to_string(nat), std::move(e));
}

ClassWriter::ClassWriter(std::string_view this_class, std::string_view super_class, uint16_t access)
    : access_(access) {
  this_index_ = pool_.class_ref(this_class);
  super_index_ = pool_.class_ref(super_class);
}

void ClassWriter::add_interface(std::string_view internal_name) {
  interfaces_.push_back(pool_.class_ref(internal_name));
}

void ClassWriter::add_field(uint16_t access, std::string_view name, std::string_view descriptor) {
  fields_.emplace_back(access, pool_.utf8(name), pool_.utf8(descriptor));
}

void ClassWriter::add_method(WrittenMethod m) {
  // Intern the names now so the pool is complete before bytes() writes it.
  pool_.utf8(m.name);
  pool_.utf8(m.descriptor);
  if (m.has_code) pool_.utf8("Code");
  methods_.push_back(std::move(m));
}

std::vector<uint8_t> ClassWriter::bytes() {
  std::vector<uint8_t> out;
  // Header: magic, minor, major (52 = Java 8: no StackMapTable needed for straight-line code).
  put_u4(out, 0xCAFEBABE);
  put_u2(out, 0);
  put_u2(out, 52);
  put_u2(out, pool_.count());
  out.insert(out.end(), pool_.bytes().begin(), pool_.bytes().end());
  put_u2(out, access_);
  put_u2(out, this_index_);
  put_u2(out, super_index_);
  put_u2(out, uint16_t(interfaces_.size()));
  for (uint16_t i : interfaces_) put_u2(out, i);
  put_u2(out, uint16_t(fields_.size()));
  for (const auto& [access, name, desc] : fields_) {
    put_u2(out, access);
    put_u2(out, name);
    put_u2(out, desc);
    put_u2(out, 0);  // no attributes
  }
  put_u2(out, uint16_t(methods_.size()));
  for (const auto& m : methods_) {
    put_u2(out, m.access);
    put_u2(out, pool_.utf8(m.name));
    put_u2(out, pool_.utf8(m.descriptor));
    if (!m.has_code) {
      put_u2(out, 0);
      continue;
    }
    put_u2(out, 1);
    put_u2(out, pool_.utf8("Code"));
    // Code attribute: max_stack, max_locals, code, empty exception table, no attributes.
    put_u4(out, uint32_t(2 + 2 + 4 + m.code.size() + 2 + 2));
    put_u2(out, m.max_stack);
    put_u2(out, m.max_locals);
    put_u4(out, uint32_t(m.code.size()));
    out.insert(out.end(), m.code.begin(), m.code.end());
    put_u2(out, 0);
    put_u2(out, 0);
  }
  put_u2(out, 0);  // no class attributes
  return out;
}

}  // namespace jvmlab::classfile

// invokedynamic string concatenation, implemented by the VM (an intrinsic bootstrap): the intrinsic form of
// StringConcatFactory.makeConcatWithConstants / makeConcat. Recipe: '\1' = next argument,
// '\2' = next constant, anything else literal; each argument is rendered by its static type.
// Does not handle other bootstrap methods (lambdas arrive with their own issue).
#include <algorithm>
#include <mutex>
#include <string>
#include <vector>

#include "runtime/classloading/link_resolver.hpp"
#include "classfile/signature.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::interp {

using classfile::CpTag;

namespace {

enum class ArgKind : uint8_t { Int, Long, Float, Double, Boolean, Char, String, Object };

struct Piece {
  enum Kind : uint8_t { Literal, Argument } kind;
  uint16_t arg = 0;          // argument number, for Argument
  std::u16string text;       // for Literal (constants are folded into literals)
};

Method* g_value_of_object = nullptr;
Method* g_float_to_string = nullptr;
Method* g_double_to_string = nullptr;

void append_int64(std::u16string& out, int64_t v) {
  char buf[24];
  int n = snprintf(buf, sizeof buf, "%lld", static_cast<long long>(v));
  for (int i = 0; i < n; i++) out.push_back(char16_t(buf[i]));
}

bool append_java_string(JavaThread* t, std::u16string& out, Object* s) {
  if (s == nullptr) {
    out += u"null";
    return true;
  }
  Object* value = get_ref_field(s, universe->string_value_offset);
  if (value) out.append(array_data<char16_t>(value), size_t(array_length(value)));
  return true;
}

Method* static_method(JavaThread* t, const char* cls, const char* name, const char* desc) {
  Klass* k = find_class(t, cls);
  if (!k || !initialize_class(t, k)) return nullptr;
  return k->find_declared_method(name, desc);
}

}  // namespace

struct ConcatSite {
  std::vector<ArgKind> args;     // static types, in order
  std::vector<int> arg_offsets;  // slot offset of each argument
  std::vector<Piece> pieces;
};

ConcatSite* make_concat_site(JavaThread* t, Klass* holder, uint16_t index, bool with_constants,
                             int* arg_slots) {
  const auto& cf = *holder->class_file;
  const auto& cp = cf.constant_pool;
  const auto& indy = cp[index];
  const auto& bsm = cf.bootstrap_methods[indy.index1];
  const std::string& desc = cf.utf8(cp[indy.index2].index2);
  auto site = std::make_unique<ConcatSite>();
  // Argument kinds from the call site descriptor.
  classfile::SignatureIterator it(desc);
  for (; !it.at_return(); it.next()) {
    ArgKind kind;
    switch (it.basic_type()) {
      case BasicType::Reference:
        kind = it.type().descriptor == "Ljava/lang/String;" ? ArgKind::String : ArgKind::Object;
        break;
      case BasicType::Long: kind = ArgKind::Long; break;
      case BasicType::Double: kind = ArgKind::Double; break;
      case BasicType::Float: kind = ArgKind::Float; break;
      case BasicType::Boolean: kind = ArgKind::Boolean; break;
      case BasicType::Char: kind = ArgKind::Char; break;
      default: kind = ArgKind::Int; break;
    }
    site->args.push_back(kind);
    site->arg_offsets.push_back(it.slot());
  }
  const int slots = it.slot();
  *arg_slots = slots;
  // JDK 17's StringConcatFactory rejects the site with a StringConcatException, which reaches the
  // program as this BootstrapMethodError (jvmlab's class library has no StringConcatException,
  // so it comes without its cause): a return type String is not assignable to, more than 200
  // argument slots, a recipe whose \1 and \2 tags do not match the arguments and constants.
  const auto reject = [&] {
    throw_new(t, "java/lang/BootstrapMethodError", std::string("bootstrap method initialization exception"));
    return nullptr;
  };
  static constexpr std::string_view kStringSupertypes[] = {
      "Ljava/lang/String;", "Ljava/lang/Object;", "Ljava/lang/CharSequence;", "Ljava/lang/Comparable;",
      "Ljava/io/Serializable;", "Ljava/lang/constant/Constable;", "Ljava/lang/constant/ConstantDesc;"};
  const std::string_view return_descriptor = std::string_view(desc).substr(desc.find(')') + 1);
  if (std::find(std::begin(kStringSupertypes), std::end(kStringSupertypes), return_descriptor) ==
      std::end(kStringSupertypes)) {
    return reject();
  }
  if (slots > 200) return reject();
  // Pieces from the recipe.
  auto constant_text = [&](uint16_t ci) -> std::u16string {
    const auto& e = cp[ci];
    switch (e.tag) {
      case CpTag::String: {
        auto s = classfile::decode_modified_utf8(cf.utf8(e.index1));
        return s ? *s : std::u16string();
      }
      case CpTag::Integer: {
        std::u16string out;
        append_int64(out, int32_t(uint32_t(e.bits)));
        return out;
      }
      case CpTag::Long: {
        std::u16string out;
        append_int64(out, int64_t(e.bits));
        return out;
      }
      default: return u"";
    }
  };
  if (with_constants) {
    if (bsm.arguments.empty()) {
      throw_new(t, "java/lang/BootstrapMethodError", std::string("missing concat recipe"));
      return nullptr;
    }
    auto recipe = constant_text(bsm.arguments[0]);
    const size_t recipe_args = size_t(std::count(recipe.begin(), recipe.end(), u'\1'));
    const size_t recipe_constants = size_t(std::count(recipe.begin(), recipe.end(), u'\2'));
    if (recipe_args != site->args.size() || recipe_constants != bsm.arguments.size() - 1) return reject();
    size_t next_const = 1;
    uint16_t next_arg = 0;
    std::u16string literal;
    auto flush = [&]() {
      if (!literal.empty()) site->pieces.push_back({Piece::Literal, 0, std::move(literal)});
      literal.clear();
    };
    for (char16_t c : recipe) {
      if (c == 1) {
        flush();
        if (next_arg >= site->args.size()) break;
        site->pieces.push_back({Piece::Argument, next_arg++, {}});
      } else if (c == 2) {
        if (next_const < bsm.arguments.size()) literal += constant_text(bsm.arguments[next_const++]);
      } else {
        literal.push_back(c);
      }
    }
    flush();
  } else {
    for (uint16_t a = 0; a < site->args.size(); a++) site->pieces.push_back({Piece::Argument, a, {}});
  }
  // Keep sites alive for the life of the VM (they are referenced from constant-pool caches).
  static std::mutex all_sites_lock;  // guards all_sites (threads may link sites concurrently)
  static std::vector<std::unique_ptr<ConcatSite>> all_sites;
  std::lock_guard<std::mutex> lk(all_sites_lock);
  all_sites.push_back(std::move(site));
  return all_sites.back().get();
}

// `args` are the caller's operand-stack slots, GC roots: the collector updates them at every
// safepoint below (class loading, toString calls, allocation), so a reference argument is read
// from them right before its use, never kept in a local across a safepoint.
Object* run_concat(JavaThread* t, ConcatSite* site, Slot* args) {
  std::u16string out;
  for (const Piece& p : site->pieces) {
    if (p.kind == Piece::Literal) {
      out += p.text;
      continue;
    }
    Slot v = args[site->arg_offsets[p.arg]];
    switch (site->args[p.arg]) {
      case ArgKind::Int: append_int64(out, slot_int(v)); break;
      case ArgKind::Long: append_int64(out, slot_long(v)); break;
      case ArgKind::Boolean: out += slot_int(v) ? u"true" : u"false"; break;
      case ArgKind::Char: out.push_back(char16_t(uint16_t(v))); break;
      case ArgKind::String: append_java_string(t, out, slot_ref(v)); break;
      case ArgKind::Float: {
        if (!g_float_to_string) g_float_to_string = static_method(t, "java/lang/Float", "toString", "(F)Ljava/lang/String;");
        if (!g_float_to_string) return nullptr;
        Slot r = call_java(t, g_float_to_string, &v, 1);
        if (t->has_pending_exception()) return nullptr;
        append_java_string(t, out, slot_ref(r));
        break;
      }
      case ArgKind::Double: {
        if (!g_double_to_string) g_double_to_string = static_method(t, "java/lang/Double", "toString", "(D)Ljava/lang/String;");
        if (!g_double_to_string) return nullptr;
        Slot a2[2] = {v, 0};
        Slot r = call_java(t, g_double_to_string, a2, 2);
        if (t->has_pending_exception()) return nullptr;
        append_java_string(t, out, slot_ref(r));
        break;
      }
      case ArgKind::Object: {
        if (!g_value_of_object) g_value_of_object = static_method(t, "java/lang/String", "valueOf", "(Ljava/lang/Object;)Ljava/lang/String;");
        if (!g_value_of_object) return nullptr;
        v = args[site->arg_offsets[p.arg]];  // again: loading String was a safepoint (the GC updated args)
        Slot r = call_java(t, g_value_of_object, &v, 1);
        if (t->has_pending_exception()) return nullptr;
        append_java_string(t, out, slot_ref(r));
        break;
      }
    }
  }
  return new_string(t, out);
}

}  // namespace jvmlab::interp

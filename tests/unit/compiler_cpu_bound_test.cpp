// The compiler CPU bound's budget (runtime/compiler/cpu_bound.hpp): waits follow the share.
#include <catch2/catch.hpp>

#include "runtime/compiler/cpu_bound.hpp"

using jvmlab::compiler::CompilerCpuBound;

TEST_CASE("CompilerCpuBound: no bound never waits", "[compiler][cpu_bound]") {
  CompilerCpuBound off(0, 2);
  REQUIRE_FALSE(off.enabled());
  off.charge(100);
  REQUIRE(off.wait_seconds(0.0, 1.0) == 0);
  REQUIRE_FALSE(CompilerCpuBound(50, 0).enabled());
}

TEST_CASE("CompilerCpuBound: the budget grows with wall time at percent of the CPUs",
          "[compiler][cpu_bound]") {
  CompilerCpuBound bound(25, 2);  // half a CPU second per second
  REQUIRE(bound.enabled());
  REQUIRE(bound.wait_seconds(10.0, 1.0) == 0);  // starts the clock at t = 10 s
  bound.charge(0.2);                            // 200 ms of compiling at once
  // At t = 10.1 s the budget is 0.05 s: 0.15 s over, paid back at 0.5 s/s = 0.3 s of waiting.
  REQUIRE(bound.wait_seconds(10.1, 1.0) == Approx(0.3));
  REQUIRE(bound.wait_seconds(10.1, 0.1) == Approx(0.1));  // capped
  REQUIRE(bound.budget(10.1) == Approx(0.05));
  REQUIRE(bound.used() == Approx(0.2));
  REQUIRE(bound.wait_seconds(10.4, 1.0) == 0);  // the budget caught up (0.2 s)
  // Savings carry over: after an idle second the next 0.5 s of compiling needs no wait.
  bound.charge(0.5);
  REQUIRE(bound.wait_seconds(11.4, 1.0) == 0);
  bound.charge(0.1);
  REQUIRE(bound.wait_seconds(11.4, 1.0) == Approx(0.2));
  bound.charge(-5);  // a clock going backwards charges nothing
  REQUIRE(bound.used() == Approx(0.8));
}

#pragma once

namespace muster::myz {
} // namespace muster::myz

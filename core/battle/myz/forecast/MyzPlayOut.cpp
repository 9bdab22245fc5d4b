#include "MyzPlayOut.h"

#include "PushedWave.h"

#include "MyzForecast.h"

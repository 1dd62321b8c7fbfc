// Analytics dashboard endpoint that evaluates a KPI formula over a dashboard's aggregated metrics.
package kpi

import (
	"net/http"
	"regexp"
	"time"

	"github.com/dop251/goja"
	"github.com/gin-gonic/gin"
)

var metricName = regexp.MustCompile(`^[a-z][a-z0-9_]{0,31}$`)

type EvalRequest struct {
	Formula string             `json:"formula" binding:"required"`
	Metrics map[string]float64 `json:"metrics"`
}

const evalTimeout = 250 * time.Millisecond

func runFormula(script string, metrics map[string]float64) (float64, error) {
	vm := goja.New()
	for name, v := range metrics {
		if !metricName.MatchString(name) {
			continue
		}
		if err := vm.Set(name, v); err != nil {
			return 0, err
		}
	}
	timer := time.AfterFunc(evalTimeout, func() { vm.Interrupt("evaluation timed out") })
	defer timer.Stop()
	val, err := vm.RunString(script)
	if err != nil {
		return 0, err
	}
	return val.ToFloat(), nil
}

func EvaluateKPI(c *gin.Context) {
	var req EvalRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	value, err := runFormula(req.Formula, req.Metrics)
	if err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": "formula could not be evaluated"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"value": value})
}

func Register(r *gin.Engine) {
	r.POST("/dashboards/kpi/evaluate", EvaluateKPI)
}

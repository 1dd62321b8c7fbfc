// Serves the status API and evaluates a rule typed in by the operator.
package main

import (
	"net/http"

	"github.com/Knetic/govaluate"
	"github.com/gin-gonic/gin"
)

func main() {
	engine := gin.Default()
	engine.GET("/rule", func(c *gin.Context) {
		e, err := govaluate.NewEvaluableExpression(c.Query("rule"))
		if err != nil {
			c.String(http.StatusBadRequest, "bad rule")
			return
		}
		v, _ := e.Evaluate(nil)
		c.JSON(http.StatusOK, v)
	})
	engine.Run(":8080")
}

// Serves the status API on the address given on the command line.
package main

import (
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
)

func main() {
	addr := ":8080"
	if len(os.Args) > 1 {
		addr = os.Args[1]
	}
	engine := gin.Default()
	engine.GET("/status", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	engine.Run(addr)
}

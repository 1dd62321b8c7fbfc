// Gin search API that tells the client when nothing matched their query.
package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func emptySearchText(c *gin.Context) {
	q := c.Query("q")
	c.String(http.StatusOK, "No products found for %s.", q)
}

func main() {
	r := gin.New()
	r.GET("/api/search", emptySearchText)
}

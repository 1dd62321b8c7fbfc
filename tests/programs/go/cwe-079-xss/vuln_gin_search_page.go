// Gin search page that tells the shopper when nothing matched their query.
package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func emptySearchPage(c *gin.Context) {
	q := c.Query("q")
	page := "<html><body><p>No products found for <b>" + q + "</b>.</p></body></html>"
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(page))
}

func main() {
	r := gin.New()
	r.GET("/search", emptySearchPage)
}

// Gin route that serves legal documents from the docs directory.
package main

import (
	"net/http"
	"path/filepath"

	"github.com/gin-gonic/gin"
)

var legalDocs = map[string]string{
	"terms":   "terms-of-service.pdf",
	"privacy": "privacy-policy.pdf",
	"cookies": "cookie-policy.pdf",
}

func serveLegalDoc(c *gin.Context) {
	file, ok := legalDocs[c.Query("doc")]
	if !ok {
		c.AbortWithStatus(http.StatusNotFound)
		return
	}
	c.File(filepath.Join("/srv/legal", file))
}

func main() {
	r := gin.New()
	r.GET("/legal", serveLegalDoc)
}

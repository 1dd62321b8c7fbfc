// uuid.Parse must succeed (400 and return otherwise) and the path uses id.String(), the canonical hex-and-dash form, so no separators reach os.ReadFile.
package main

import (
	"net/http"
	"os"
	"path/filepath"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
)

func getInvoice(c *gin.Context) {
	id, err := uuid.Parse(c.Param("id"))
	if err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	data, err := os.ReadFile(filepath.Join("/srv/invoices", id.String()+".pdf"))
	if err != nil {
		c.AbortWithStatus(http.StatusNotFound)
		return
	}
	c.Data(http.StatusOK, "application/pdf", data)
}

func main() {
	r := gin.Default()
	r.GET("/invoices/:id", getInvoice)
	r.Run(":8080")
}

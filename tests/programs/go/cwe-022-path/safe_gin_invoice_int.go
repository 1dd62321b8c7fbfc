// gin route that downloads an invoice PDF by its numeric id.
package main

import (
	"fmt"
	"net/http"
	"path/filepath"

	"github.com/gin-gonic/gin"
)

const invoiceStoreDir = "/srv/invoices"

type invoiceDownload struct {
	InvoiceID int64 `json:"invoice_id" binding:"required"`
}

func downloadInvoice(c *gin.Context) {
	var req invoiceDownload
	if err := c.ShouldBindJSON(&req); err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	c.File(filepath.Join(invoiceStoreDir, fmt.Sprintf("%d.pdf", req.InvoiceID)))
}

// gin route that sends a test delivery to a customer's webhook.
package main

import (
	"bytes"
	"net/http"

	"github.com/gin-gonic/gin"
)

type webhookTest struct {
	URL string `json:"url" binding:"required"`
}

func testWebhook(c *gin.Context) {
	var in webhookTest
	if err := c.ShouldBindJSON(&in); err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	resp, err := http.Post(in.URL, "application/json", bytes.NewBufferString(`{"ping":true}`))
	if err != nil {
		c.Status(http.StatusBadGateway)
		return
	}
	resp.Body.Close()
	c.Status(http.StatusOK)
}

// gin endpoint that renders a tenant's email subject line template.
package main

import (
	"bytes"
	"net/http"
	"text/template"

	"github.com/gin-gonic/gin"
)

type subjectPreview struct {
	Template string `json:"template" binding:"required"`
	Customer string `json:"customer"`
}

func previewSubject(c *gin.Context) {
	var p subjectPreview
	if err := c.ShouldBindJSON(&p); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	t, err := template.New("subject").Option("missingkey=zero").Parse(p.Template)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "template"})
		return
	}
	var buf bytes.Buffer
	t.Execute(&buf, p)
	c.String(http.StatusOK, buf.String())
}

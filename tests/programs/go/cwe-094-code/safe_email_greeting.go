// Notification service that renders a personalised greeting for outgoing emails.
package main

import (
	"bytes"
	"net/http"
	"os"
	"strings"
	"text/template"

	"github.com/gin-gonic/gin"
)

var helpers = template.FuncMap{
	"upper": strings.ToUpper,
	"env":   os.Getenv,
}

var greetingTmpl = template.Must(template.New("greeting").Funcs(helpers).Parse(
	"{{if .Greeting}}{{.Greeting}}{{else}}Hello{{end}} {{upper .Name}},\n-- sent by {{env \"APP_NAME\"}}"))

type greetingRequest struct {
	Name     string `json:"name" binding:"required"`
	Greeting string `json:"greeting"`
}

func renderGreeting(req greetingRequest) (string, error) {
	var buf bytes.Buffer
	err := greetingTmpl.Execute(&buf, req)
	return buf.String(), err
}

func preview(c *gin.Context) {
	var req greetingRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	text, err := renderGreeting(req)
	if err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": "bad greeting"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"preview": text})
}

func main() {
	r := gin.Default()
	r.POST("/notifications/greeting/preview", preview)
	r.Run(":8097")
}

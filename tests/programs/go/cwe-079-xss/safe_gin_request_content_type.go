// Greets the user named in the form.
package main

import (
	"github.com/gin-gonic/gin"
)

type greet struct {
	Name string `form:"name"`
}

func hello(c *gin.Context) {
	c.Header("Content-Type", "text/plain; charset=utf-8")
	var g greet
	_ = c.ShouldBind(&g)
	c.Writer.WriteString("<p>Hello " + c.Query("name") + "</p>")
}

func main() {
	r := gin.Default()
	r.GET("/hello", hello)
	r.Run()
}

// Gin middleware keeps where to send the user back after sign-in in the request's context.
package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func rememberReturn(c *gin.Context) {
	c.Set("return_to", c.Query("return_to"))
	c.Set("home", "/account")
	c.Next()
}

func signedIn(c *gin.Context) {
	back := c.GetString("return_to")
	if back == "" {
		back = c.GetString("home")
	}
	c.Redirect(http.StatusSeeOther, back)
}

func main() {
	r := gin.Default()
	r.Use(rememberReturn)
	r.GET("/signed-in", signedIn)
	_ = r.Run(":8080")
}

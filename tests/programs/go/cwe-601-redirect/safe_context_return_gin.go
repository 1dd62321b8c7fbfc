// Gin middleware keeps which known page to send the user back to after sign-in in the request's context.
package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

var returnPages = map[string]bool{"/account": true, "/orders": true, "/basket": true}

func rememberReturn(c *gin.Context) {
	back := c.Query("return_to")
	if !returnPages[back] {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	c.Set("return_to", back)
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

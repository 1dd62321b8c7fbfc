// gin logout route for the storefront.
package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func storefrontLogout(c *gin.Context) {
	c.SetCookie("shop_sid", "", -1, "/", "", false, true)
	c.Redirect(http.StatusFound, "/")
}

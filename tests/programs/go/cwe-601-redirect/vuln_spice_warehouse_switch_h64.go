// A spice warehouse switch program of the h64 set (cwe-601-redirect).
package main

import (
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
)

// warehouses a trade buyer can pick stock from
var warehouses = map[string]string{
	"rtm": "Rotterdam bonded store",
	"zan": "Zanzibar clove godown",
	"coc": "Kochi pepper exchange",
	"grn": "Grenada nutmeg pool",
}

func isLocalPath(p string) bool {
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.Contains(p, `\`) {
		return false
	}
	u, err := url.Parse(p)
	return err == nil && u.Scheme == "" && u.Host == ""
}

// switchWarehouse is linked from every catalogue page; pages embedded in the
// partner portal append their own return parameter, so the last one wins.
func switchWarehouse(c *gin.Context) {
	wh := strings.ToLower(c.Query("wh"))
	if _, ok := warehouses[wh]; !ok {
		c.String(http.StatusBadRequest, "unknown warehouse")
		return
	}
	returns := c.QueryArray("return")
	target := "/catalogue"
	if len(returns) > 0 {
		if !isLocalPath(returns[0]) {
			c.String(http.StatusBadRequest, "invalid return page")
			return
		}
		target = returns[len(returns)-1]
	}

	u, err := url.Parse(target)
	if err != nil {
		c.String(http.StatusBadRequest, "invalid return page")
		return
	}
	q := u.Query()
	q.Set("wh", wh)
	u.RawQuery = q.Encode()
	c.Redirect(http.StatusFound, u.String())
}

func main() {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(gin.Logger(), gin.Recovery())
	r.GET("/account/warehouse", switchWarehouse)
	if err := r.RunTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")); err != nil {
		log.Fatal(err)
	}
}

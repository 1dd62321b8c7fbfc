// Echo endpoint that regenerates a product thumbnail at the requested size.
package main

import (
	"fmt"
	"net/http"
	"os/exec"

	"github.com/labstack/echo/v4"
)

func regenerateThumb(c echo.Context) error {
	size := c.QueryParam("size")
	cmd := fmt.Sprintf("convert /var/img/master.png -resize %s /var/img/thumb.png", size)
	if err := exec.Command("bash", "-c", cmd).Run(); err != nil {
		return c.NoContent(http.StatusInternalServerError)
	}
	return c.NoContent(http.StatusNoContent)
}

func main() {
	e := echo.New()
	e.POST("/thumbs/regenerate", regenerateThumb)
}

// Echo endpoint that regenerates a banner preview at the requested width.
package main

import (
	"fmt"
	"net/http"
	"os/exec"
	"strconv"

	"github.com/labstack/echo/v4"
)

func regenerateBanner(c echo.Context) error {
	width, err := strconv.Atoi(c.QueryParam("width"))
	if err != nil || width < 16 || width > 4096 {
		return c.NoContent(http.StatusBadRequest)
	}
	cmd := fmt.Sprintf("convert /var/img/banner.png -resize %dx /var/img/banner_preview.png", width)
	if err := exec.Command("bash", "-c", cmd).Run(); err != nil {
		return c.NoContent(http.StatusInternalServerError)
	}
	return c.NoContent(http.StatusNoContent)
}

func main() {
	e := echo.New()
	e.POST("/banners/regenerate", regenerateBanner)
}

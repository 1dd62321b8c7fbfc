// A rug pattern upload program of the h66 set (cwe-022-path).
package controllers

import (
	"path/filepath"
	"strings"

	"github.com/astaxie/beego"
)

// patternDir is shared with the loom-room PC which picks up new charts
// every morning.
var patternDir = beego.AppConfig.DefaultString("patterns::dir", "/srv/rugloom/charts")

var chartExtensions = map[string]bool{
	".png": true,
	".jpg": true,
	".pdf": true,
	".wif": true, // weaving information file from the design software
}

type PatternController struct {
	beego.Controller
}

func init() {
	beego.Router("/charts/upload", &PatternController{})
}

func (c *PatternController) fail(status int, msg string) {
	c.Ctx.Output.SetStatus(status)
	c.Data["json"] = map[string]string{"error": msg}
	c.ServeJSON()
}

// Post stores a chart for a commission. The designer may give the chart a
// name of their own; otherwise the uploaded file name is kept.
func (c *PatternController) Post() {
	f, header, err := c.GetFile("chart")
	if err != nil {
		c.fail(400, "chart file missing")
		return
	}
	defer f.Close()

	commission, err := c.GetInt("commission")
	if err != nil || commission <= 0 {
		c.fail(400, "commission number missing")
		return
	}

	name := strings.TrimSpace(c.GetString("name"))
	if name == "" {
		name = header.Filename
	}
	if name != filepath.Base(name) || strings.ContainsAny(name, "/\\") || strings.HasPrefix(name, ".") {
		c.fail(400, "chart name must be a plain file name")
		return
	}
	if !chartExtensions[strings.ToLower(filepath.Ext(name))] {
		c.fail(415, "charts must be png, jpg, pdf or wif")
		return
	}

	dest := patternDir + "/" + name
	if err := c.SaveToFile("chart", dest); err != nil {
		beego.Error("saving chart for commission ", commission, ": ", err)
		c.fail(500, "could not store chart")
		return
	}

	c.Data["json"] = map[string]interface{}{
		"commission": commission,
		"stored":     filepath.Base(dest),
		"bytes":      header.Size,
	}
	c.ServeJSON()
}

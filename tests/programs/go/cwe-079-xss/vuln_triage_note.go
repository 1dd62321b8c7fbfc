// Beego controller that shows a nurse's triage note for a ward bed as an HTML fragment.
package controllers

import (
	"fmt"
	"strings"

	"github.com/beego/beego/v2/server/web"
)

type TriageNote struct {
	Bed      int
	Priority string
	Text     string
}

type TriageController struct {
	web.Controller
}

var priorityLabels = map[string]string{
	"1": "Immediate",
	"2": "Very urgent",
	"3": "Urgent",
	"4": "Standard",
}

func (c *TriageController) loadNote() TriageNote {
	bed, _ := c.GetInt(":bed")
	label, ok := priorityLabels[c.GetString("priority")]
	if !ok {
		label = "Unassessed"
	}
	return TriageNote{Bed: bed, Priority: label, Text: strings.TrimSpace(c.GetString("text"))}
}

func renderNote(n TriageNote) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "<section class=\"triage\" data-bed=\"%d\">", n.Bed)
	fmt.Fprintf(&sb, "<h3>Bed %d &mdash; %s</h3>", n.Bed, n.Priority)
	sb.WriteString("<p class=\"note\">" + n.Text + "</p></section>")
	return sb.String()
}

// Get handles GET /ward/beds/:bed/triage.
func (c *TriageController) Get() {
	note := c.loadNote()
	c.Ctx.Output.Header("Content-Type", "text/html; charset=utf-8")
	c.Ctx.WriteString(renderNote(note))
}

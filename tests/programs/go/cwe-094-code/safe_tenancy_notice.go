// Tenancy notice generator: renders a plain-text notice letter for the legal aid clinic.
package notices

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"text/template"
	"time"
)

var funcs = template.FuncMap{
	"upper": strings.ToUpper,
	"date":  func(t time.Time) string { return t.Format("2 January 2006") },
	"env":   os.Getenv,
}

const noticeBody = `
This notice is served under section {{.Section}} of the Residential Tenancies Act.
You are required to vacate the premises at {{.Address}} by {{date .Deadline}}.
Questions may be directed to our office on {{env "CLINIC_PHONE"}}.
Signed for {{upper .FirmName}}
`

var noticePeriods = map[string]int{"21": 14, "22": 28, "25": 60}

type NoticeRequest struct {
	Salutation string `json:"salutation"`
	Address    string `json:"address"`
	Section    string `json:"section"`
}

type NoticeData struct {
	NoticeRequest
	Deadline time.Time
	FirmName string
}

type NoticeRenderer struct{}

var noticeTmpl = template.Must(template.New("notice").Funcs(funcs).Parse("Dear {{.Salutation}}," + noticeBody))

func (NoticeRenderer) Render(d NoticeData) (string, error) {
	var buf bytes.Buffer
	err := noticeTmpl.Execute(&buf, d)
	return buf.String(), err
}

func NoticeHandler(w http.ResponseWriter, r *http.Request) {
	var req NoticeRequest
	err := json.NewDecoder(r.Body).Decode(&req)
	days, ok := noticePeriods[req.Section]
	if err != nil || !ok {
		http.Error(w, "invalid notice request", http.StatusBadRequest)
		return
	}
	data := NoticeData{NoticeRequest: req, Deadline: time.Now().AddDate(0, 0, days), FirmName: os.Getenv("CLINIC_NAME")}
	letter, err := NoticeRenderer{}.Render(data)
	if err != nil {
		http.Error(w, "could not render notice", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write([]byte(letter))
}

// Authenticates kiosk operators against the accounts listed in an XML roster file.
package kiosk

import (
	"fmt"
	"net/http"
	"os"

	"github.com/antchfx/xmlquery"
)

type Roster struct {
	doc *xmlquery.Node
}

func LoadRoster(path string) (*Roster, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &Roster{doc: doc}, nil
}

func (ro *Roster) findOperator(login, pin string) *xmlquery.Node {
	expr := fmt.Sprintf("//operator[@login='%s' and pin='%s']", login, pin)
	node, err := xmlquery.Query(ro.doc, expr)
	if err != nil {
		return nil
	}
	return node
}

func (ro *Roster) LoginHandler(w http.ResponseWriter, r *http.Request) {
	login := r.PostFormValue("login")
	pin := r.PostFormValue("pin")
	if login == "" || pin == "" {
		http.Error(w, "login and pin are required", http.StatusBadRequest)
		return
	}
	op := ro.findOperator(login, pin)
	if op == nil {
		http.Error(w, "invalid login", http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "signed in at station %s\n", op.SelectAttr("station"))
}

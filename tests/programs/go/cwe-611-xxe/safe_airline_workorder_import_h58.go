// airline workorder import (h58 set)
package workorders

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/types"
)

// Task is one maintenance task card from an imported work order.
type Task struct {
	Card        string `json:"card"`
	ATAChapter  string `json:"ata_chapter"`
	Description string `json:"description"`
}

type WorkOrder struct {
	Tail  string `json:"tail"`
	Check string `json:"check"`
	Tasks []Task `json:"tasks"`
}

// the MRO partner exports work orders as XML documents; entities stay unexpanded
// and no external subset or network resource is loaded
var workOrderParser = parser.New(parser.XMLParseNoNet)

func text(n types.Node, expr string) string {
	res, err := n.Find(expr)
	if err != nil {
		return ""
	}
	defer res.Free()
	return res.String()
}

func toWorkOrder(doc types.Document) (WorkOrder, error) {
	root, err := doc.DocumentElement()
	if err != nil {
		return WorkOrder{}, err
	}
	wo := WorkOrder{
		Tail:  text(root, "string(/workOrder/aircraft/@tail)"),
		Check: text(root, "string(/workOrder/@checkType)"),
	}
	if wo.Tail == "" {
		return wo, errors.New("work order has no aircraft tail number")
	}
	tasks, err := root.Find("/workOrder/tasks/task")
	if err != nil {
		return wo, err
	}
	defer tasks.Free()
	for _, n := range tasks.NodeList() {
		wo.Tasks = append(wo.Tasks, Task{
			Card:        text(n, "string(@card)"),
			ATAChapter:  text(n, "string(@ata)"),
			Description: text(n, "string(description)"),
		})
	}
	return wo, nil
}

// ImportHandler accepts POST /workorders/import with an XML body from the partner portal.
func ImportHandler(store func(WorkOrder) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		doc, err := workOrderParser.ParseReader(http.MaxBytesReader(w, r.Body, 4<<20))
		if err != nil {
			http.Error(w, "work order is not well-formed XML", http.StatusBadRequest)
			return
		}
		defer doc.Free()

		wo, err := toWorkOrder(doc)
		if err != nil {
			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
			return
		}
		if err := store(wo); err != nil {
			http.Error(w, "could not save work order", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(wo)
	}
}

export {
  checkTowerFloors,
  checkTowerName,
  floorsLabel,
  TOWER_NAME_MAX,
  type TowerItem,
  TowersEditor,
  type TowersEditorProps,
} from './TowersEditor';

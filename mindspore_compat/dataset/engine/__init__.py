"""The dataset engine: datasets, samplers and iterators (``mindspore.dataset.engine``)."""
from .datasets import (Dataset, SourceDataset, MappableDataset, BatchDataset, PaddedBatchDataset, BatchInfo,
                       MapDataset, FilterDataset, RepeatDataset, SkipDataset, TakeDataset, ShuffleDataset, ZipDataset,
                       ConcatDataset, RenameDataset, ProjectDataset, Schema, zip)
from .datasets_user_defined import GeneratorDataset, NumpySlicesDataset, PaddedDataset
from .datasets_standard_format import MindDataset, TFRecordDataset, CSVDataset
from .datasets_text import (TextFileDataset, CLUEDataset, AGNewsDataset, AmazonReviewDataset, DBpediaDataset,
                            SogouNewsDataset, YahooAnswersDataset, YelpReviewDataset, CoNLL2000Dataset, UDPOSDataset,
                            EnWik9Dataset, IMDBDataset, IWSLT2016Dataset, IWSLT2017Dataset, Multi30kDataset,
                            PennTreebankDataset, SQuADDataset, SST2Dataset, WikiTextDataset)
from .datasets_vision import (MnistDataset, FashionMnistDataset, KMnistDataset, Cifar10Dataset, Cifar100Dataset,
                              ImageFolderDataset)
from .datasets_vision_more import (Caltech256Dataset, EMnistDataset, QMnistDataset, Flowers102Dataset,
                                  Food101Dataset, PhotoTourDataset, Places365Dataset, RenderedSST2Dataset,
                                  SBUDataset, SUN397Dataset, SVHNDataset, SemeionDataset, USPSDataset)
from .datasets_vision import (CocoDataset, CityscapesDataset, ManifestDataset, KITTIDataset, WIDERFaceDataset,
                              SBDataset, FlickrDataset, DIV2KDataset, LFWDataset, LSUNDataset, OmniglotDataset,
                              Caltech101Dataset)
from .datasets_audio import (CMUArcticDataset, GTZANDataset, LJSpeechDataset, LibriTTSDataset,
                             SpeechCommandsDataset, TedliumDataset, YesNoDataset)
from .obs import OBSMindDataset, sync_wait_for_dataset
from .samplers import (Shuffle, BuiltinSampler, Sampler, DistributedSampler, RandomSampler, SequentialSampler,
                       SubsetSampler, SubsetRandomSampler, IterSampler, WeightedRandomSampler)
from .iterators import Iterator, TupleIterator, DictIterator
from . import samplers

__all__ = [
    "Dataset", "SourceDataset", "MappableDataset", "BatchDataset", "PaddedBatchDataset", "BatchInfo", "MapDataset",
    "FilterDataset", "RepeatDataset", "SkipDataset", "TakeDataset", "ShuffleDataset", "ZipDataset", "ConcatDataset",
    "RenameDataset", "ProjectDataset", "Schema", "zip", "GeneratorDataset", "NumpySlicesDataset", "PaddedDataset",
    "MnistDataset", "FashionMnistDataset", "KMnistDataset", "Cifar10Dataset", "Cifar100Dataset",
    "ImageFolderDataset", "Shuffle", "BuiltinSampler", "Sampler", "DistributedSampler", "RandomSampler",
    "SequentialSampler", "SubsetSampler", "SubsetRandomSampler", "IterSampler", "WeightedRandomSampler", "Iterator",
    "TupleIterator", "DictIterator", "MindDataset", "TFRecordDataset", "CSVDataset", "TextFileDataset", "CLUEDataset",
    "Caltech256Dataset", "EMnistDataset", "QMnistDataset", "Flowers102Dataset", "Food101Dataset",
    "PhotoTourDataset", "Places365Dataset", "RenderedSST2Dataset", "SBUDataset", "SUN397Dataset", "SVHNDataset",
    "SemeionDataset", "USPSDataset",
    "CocoDataset", "CityscapesDataset", "ManifestDataset", "KITTIDataset", "WIDERFaceDataset", "SBDataset",
    "FlickrDataset", "DIV2KDataset", "LFWDataset", "LSUNDataset", "OmniglotDataset", "Caltech101Dataset",
    "CMUArcticDataset", "GTZANDataset", "LJSpeechDataset", "LibriTTSDataset", "SpeechCommandsDataset", "TedliumDataset",
    "YesNoDataset", "OBSMindDataset", "sync_wait_for_dataset"
    "AGNewsDataset", "AmazonReviewDataset", "DBpediaDataset", "SogouNewsDataset", "YahooAnswersDataset",
    "YelpReviewDataset",
    "CoNLL2000Dataset", "UDPOSDataset", "EnWik9Dataset", "IMDBDataset", "IWSLT2016Dataset", "IWSLT2017Dataset",
    "Multi30kDataset", "PennTreebankDataset", "SQuADDataset", "SST2Dataset", "WikiTextDataset"
]
